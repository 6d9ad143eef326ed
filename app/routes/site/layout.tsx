import { Outlet } from "react-router";

export default function SiteLayout() {
  return (
    <>
      <header>header</header>
      <main id="main">
        <Outlet />
      </main>
      <footer>footer</footer>
    </>
  );
}
