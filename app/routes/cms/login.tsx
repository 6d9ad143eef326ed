// Placeholder until the admin area is built (issue 4).
export default function CmsLogin() {
  return <h1>login</h1>;
}
