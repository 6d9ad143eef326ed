import { Link } from "react-router";
import { useSettings } from "./settings-context";

/** The logo mark (same drawing as the favicon) and the business name, linking home. */
export function Brand({ inverse = false, onNavigate }: { inverse?: boolean; onNavigate?: () => void }) {
  const { values, localize } = useSettings();
  return (
    <Link
      to={localize("/")}
      onClick={onNavigate}
      className="flex min-w-0 items-center gap-2.5 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" width="36" height="36" className="shrink-0">
        <rect width="32" height="32" rx="6" fill={inverse ? "#ffffff" : "#0b3b5c"} />
        <path
          d="M9 10h14M16 10v13M11 16c2 4 6 7 11 8"
          stroke={inverse ? "#0b3b5c" : "#ffffff"}
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className={`truncate text-base font-bold tracking-tight ${inverse ? "text-white" : "text-brand-900"}`}>
          {values.business_name}
        </span>
        <span className={`hidden text-xs sm:block ${inverse ? "text-brand-100" : "text-slate-600"}`}>{values.business_tagline}</span>
      </span>
    </Link>
  );
}
