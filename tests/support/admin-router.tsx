import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Viewer } from "~/domain/people/roles";

export const ADMINISTRATOR: Viewer = {
  id: 1,
  username: "owner",
  role: "administrator",
  languages: [],
  canPublish: true,
  canReview: false,
  setup: null,
};

/**
 * An admin component rendered as the admin layout renders it: inside a data router whose layout
 * route ("routes/cms/layout") has loaded the signed-in person, whom `useViewer` reads.
 */
export function asSignedIn(element: ReactElement, admin: Viewer = ADMINISTRATOR): ReactElement {
  const router = createMemoryRouter([{ id: "routes/cms/layout", path: "/", element }], {
    hydrationData: { loaderData: { "routes/cms/layout": { admin } } },
  });
  return <RouterProvider router={router} />;
}
