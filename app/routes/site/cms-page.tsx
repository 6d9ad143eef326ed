import { data } from "react-router";
// Placeholder until CMS pages are served (issue 4): every slug is 404 for now.
export function loader() {
  throw data(null, { status: 404 });
}
export default function CmsPage() {
  return null;
}
