// Placeholder until the page is written (issue 2).
export default function BuyTranslation() {
  return <h1>buy-translation</h1>;
}
