import { Fragment } from "react";
import { placeholderParts } from "~/content/placeholders";
import { useSettings } from "./settings-context";

/**
 * An owner's text with its placeholders filled in from the settings (app/content/placeholders.ts),
 * each value a text of its own, and {email} a link to write to it.
 */
export function PlaceholderText({ text, emailClassName }: { text: string; emailClassName?: string }) {
  const { values, year } = useSettings();
  return placeholderParts(text, values, year).map((part, index) =>
    part.placeholder === "email" ? (
      <a key={index} href={`mailto:${part.text}`} className={emailClassName}>
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
