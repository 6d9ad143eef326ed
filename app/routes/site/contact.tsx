// Placeholder until the page is written (issue 2).
export default function Contact() {
  return <h1>contact</h1>;
}
