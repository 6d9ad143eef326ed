// Placeholder until the page is written (issue 2).
export default function GetQuote() {
  return <h1>get-quote</h1>;
}
