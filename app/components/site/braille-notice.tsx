import { Accessibility } from "lucide-react";
import type { LinkValue } from "~/lib/fields/define";
import { FieldButton } from "./field-link";

interface BrailleNoticeProps {
  /** Id of the heading, for the section's accessible name and in-page links. */
  id: string;
  title: string;
  text: string;
  action: LinkValue;
}

/** The English-to-Braille notice with its contact button: on the home page and on /languages. */
export function BrailleNotice({ id, title, text, action }: BrailleNoticeProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 rounded-2xl border border-accent-100 bg-accent-50 p-6 sm:p-8 md:flex-row md:items-center">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent-700 text-white">
        <Accessibility aria-hidden="true" className="size-7" />
      </span>
      <div className="flex-1">
        <h2 id={id} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        <p className="mt-2 leading-relaxed text-slate-700">{text}</p>
      </div>
      <FieldButton link={action} variant="secondary" className="self-start md:self-center" />
    </div>
  );
}
