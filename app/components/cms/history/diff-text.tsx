import type { ReactNode } from "react";
import type { DiffPart } from "~/lib/text-diff";

/**
 * Marked-up differences: removed text struck through in red (<del>), added text underlined in
 * green (<ins>), each announced as such to screen readers, which do not read the two elements
 * aloud by themselves. Whitespace and line breaks are kept.
 */
export function DiffText({ parts, code = false }: { parts: readonly DiffPart[]; code?: boolean }) {
  return (
    <div className={`break-words whitespace-pre-wrap text-slate-800 ${code ? "font-mono text-[13px] leading-relaxed" : "text-sm leading-relaxed"}`}>
      {parts.map((part, index) =>
        part.kind === "removed" ? (
          <Removed key={index}>{part.text}</Removed>
        ) : part.kind === "added" ? (
          <Added key={index}>{part.text}</Added>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </div>
  );
}

/** Removed text: struck through in red, and said to be removed. */
export function Removed({ children }: { children: ReactNode }) {
  return (
    <del className="rounded-sm bg-red-100 text-red-900 decoration-red-700">
      <span className="sr-only">[removed: </span>
      {children}
      <span className="sr-only">]</span>
    </del>
  );
}

/** Added text: underlined in green, and said to be added. */
export function Added({ children }: { children: ReactNode }) {
  return (
    <ins className="rounded-sm bg-emerald-100 text-emerald-950 decoration-emerald-700">
      <span className="sr-only">[added: </span>
      {children}
      <span className="sr-only">]</span>
    </ins>
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
