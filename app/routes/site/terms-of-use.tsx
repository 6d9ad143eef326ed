// Placeholder until the page is written (issue 2).
export default function TermsOfUse() {
  return <h1>terms-of-use</h1>;
}
