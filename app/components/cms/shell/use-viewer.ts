import { useRouteLoaderData } from "react-router";
import { type Capability, type Viewer, roleCan } from "~/domain/people/roles";

/**
 * The signed-in person, from the admin layout's loader (null on the sign-in screens), and what
 * their role may do: screens leave out what the server would refuse (docs/product.md, "Roles").
 */
export function useViewer(): { viewer: Viewer | null; can: (capability: Capability) => boolean } {
  const data = useRouteLoaderData("routes/cms/layout") as { admin?: Viewer | null } | undefined;
  const viewer = data?.admin ?? null;
  return { viewer, can: (capability) => viewer !== null && roleCan(viewer.role, capability) };
}
