// Placeholder until the page is written (issue 2).
export default function Disclaimer() {
  return <h1>disclaimer</h1>;
}
