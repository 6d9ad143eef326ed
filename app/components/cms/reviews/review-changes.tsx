import type { ReviewChangeDTO } from "~/domain/schemas/reviews";

/**
 * A translation's changes side by side: for each part its name, the English, the translation
 * visitors see now and the one sent for review. A table from md up; on a phone each part is a
 * card with the three texts one under the other, each named (the table's headers are hidden there).
 */
export function ReviewChanges({ changes, locale }: { changes: ReviewChangeDTO[]; locale: string }) {
  if (changes.length === 0) {
    return <p className="text-sm text-slate-700">No part differs from the published translation.</p>;
  }
  const cell = "block px-3 py-2 align-top text-sm whitespace-pre-wrap break-words md:table-cell";
  const name = "mb-0.5 block text-xs font-semibold text-slate-600 uppercase md:hidden";
  return (
    <table className="block w-full border-collapse md:table md:table-fixed">
      <caption className="sr-only">The parts that changed: English, published and sent for review</caption>
      <thead className="sr-only md:not-sr-only md:table-header-group">
        <tr className="border-b border-slate-200 text-left text-xs font-semibold text-slate-600 uppercase">
          <th scope="col" className="px-3 py-2 md:w-1/6">
            Part
          </th>
          <th scope="col" className="px-3 py-2">
            English
          </th>
          <th scope="col" className="px-3 py-2">
            Published
          </th>
          <th scope="col" className="px-3 py-2">
            Sent for review
          </th>
        </tr>
      </thead>
      <tbody className="grid gap-3 md:table-row-group">
        {changes.map((change) => (
          <tr
            key={change.key}
            className="block rounded-lg border border-slate-200 md:table-row md:rounded-none md:border-0 md:border-b md:last:border-b-0"
          >
            <th scope="row" className={`${cell} bg-slate-50 text-left font-semibold text-slate-900 md:bg-transparent`}>
              {change.label}
            </th>
            <td className={`${cell} text-slate-700`}>
              <span className={name}>English</span>
              <Text text={change.english} lang="en" />
            </td>
            <td className={`${cell} text-slate-700`}>
              <span className={name}>Published</span>
              {change.published === null ? (
                <em className="text-slate-600">Not published yet</em>
              ) : (
                <span lang={locale}>{change.published}</span>
              )}
            </td>
            <td className={`${cell} bg-amber-50/60 text-slate-900`}>
              <span className={name}>Sent for review</span>
              <Text text={change.review} lang={locale} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A part's text, or "Empty" in words when it has none. */
function Text({ text, lang }: { text: string; lang: string }) {
  return text.trim() ? <span lang={lang}>{text}</span> : <em className="text-slate-600">Empty</em>;
}
