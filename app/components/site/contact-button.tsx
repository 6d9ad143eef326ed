import { useLocation } from "react-router";
import { ButtonLink, type ButtonSize } from "~/components/ui/button";
import { useSettings } from "./settings-context";

/** Marks the current page like the other links of the menus: an underline of the accent colour. */
const CURRENT_PAGE_MARK =
  "relative aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-3 aria-[current=page]:after:-bottom-1.5 aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-accent-600 aria-[current=page]:bg-brand-900";

/** Contact Us (its label from the settings), in the header's navigation and at the foot of the mobile menu; on /contact it is the current page. */
export function ContactButton({ size, className }: { size?: ButtonSize; className: string }) {
  const { values, localize } = useSettings();
  const to = localize("/contact");
  const onContact = useLocation().pathname.replace(/\/+$/, "") === to;
  return (
    <ButtonLink to={to} size={size} aria-current={onContact ? "page" : undefined} className={`${className} ${CURRENT_PAGE_MARK}`}>
      {values.nav_contact}
    </ButtonLink>
  );
}
