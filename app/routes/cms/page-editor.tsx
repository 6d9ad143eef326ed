// Placeholder until the admin area is built (issue 4).
export default function CmsPageEditor() {
  return <h1>page-editor</h1>;
}
