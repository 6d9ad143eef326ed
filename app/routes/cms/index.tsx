// Placeholder until the admin area is built (issue 4).
export default function CmsIndex() {
  return <h1>index</h1>;
}
