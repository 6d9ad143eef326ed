// Placeholder until the page is written (issue 2).
export default function Services() {
  return <h1>services</h1>;
}
