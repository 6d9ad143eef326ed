// Placeholder until the page is written (issue 2).
export default function Samples() {
  return <h1>samples</h1>;
}
