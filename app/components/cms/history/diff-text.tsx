import type { ReactNode } from "react";
import type { DiffPart } from "~/lib/text-diff";

/**
 * Marked-up differences: removed text struck through in red (<del>), added text underlined in
 * green (<ins>), each announced as such to screen readers, which do not read the two elements
 * aloud by themselves. Whitespace and line breaks are kept.
 */
export function DiffText({ parts, code = false }: { parts: readonly DiffPart[]; code?: boolean }) {
  return (
    <div
      className={`break-words whitespace-pre-wrap text-slate-800 ${code ? "font-mono text-[13px] leading-relaxed" : "text-sm leading-relaxed"}`}
    >
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : (
          <Marked key={index} kind={part.kind}>
            {part.text}
          </Marked>
        ),
      )}
    </div>
  );
}

const MARKS = {
  removed: { Element: "del", className: "rounded-sm bg-red-100 text-red-900 decoration-red-700" },
  added: { Element: "ins", className: "rounded-sm bg-emerald-100 text-emerald-950 decoration-emerald-700" },
} as const;

/** Removed text struck through in red, or added text underlined in green, said to be so. */
export function Marked({ kind, children }: { kind: "removed" | "added"; children: ReactNode }) {
  const { Element, className } = MARKS[kind];
  return (
    <Element className={className}>
      <span className="sr-only">{`[${kind}: `}</span>
      {children}
      <span className="sr-only">]</span>
    </Element>
  );
}

/** The key to the colours, shown once above the differences. */
export function DiffLegend({ removed, added }: { removed: string; added: string }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
      <li>
        <del className="rounded-sm bg-red-100 px-1 text-red-900 decoration-red-700">Struck out</del> {removed}
      </li>
      <li>
        <ins className="rounded-sm bg-emerald-100 px-1 text-emerald-950 decoration-emerald-700">Underlined</ins> {added}
      </li>
    </ul>
  );
}
