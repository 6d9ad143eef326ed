// Placeholder until the page is written (issue 2).
export default function Languages() {
  return <h1>languages</h1>;
}
