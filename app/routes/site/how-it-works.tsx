// Placeholder until the page is written (issue 2).
export default function HowItWorks() {
  return <h1>how-it-works</h1>;
}
