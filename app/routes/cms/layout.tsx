// Placeholder until the admin area is built (issue 4).
import { Outlet } from "react-router";
export default function CmsLayout() {
  return <Outlet />;
}
