import type { LucideIcon } from "lucide-react";

/** A phone number or e-mail address a card holds: bold, underlined, wrapping anywhere on a narrow screen. */
export const CONTACT_LINK_CLASS =
  "font-semibold wrap-anywhere text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500";

/**
 * A card on /contact and /get-quote: icon, heading and whatever way of reaching us it holds.
 * `row` lays the icon beside the text from the small breakpoint up, for a single column of cards.
 */
export function ContactCard({
  icon: Icon,
  title,
  children,
  row = false,
  level = 2,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  row?: boolean;
  /** The title's heading level: 3 under a heading of its own (a block's). */
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <li
      className={`flex min-w-0 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm ${row ? "flex-col sm:flex-row sm:items-start sm:gap-5" : "flex-col"}`}
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <Heading className={`text-lg font-bold text-slate-900 ${row ? "mt-4 sm:mt-0" : "mt-4"}`}>{title}</Heading>
        <div className="mt-2 text-slate-700">{children}</div>
      </div>
    </li>
  );
}

/** An e-mail address that may wrap after the @ on narrow screens rather than mid-word. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
