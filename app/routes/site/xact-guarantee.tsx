// Placeholder until the page is written (issue 2).
export default function XactGuarantee() {
  return <h1>xact-guarantee</h1>;
}
