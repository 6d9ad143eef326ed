import type { GlossaryTerm } from "../../app/domain/glossary";
import { localeOf } from "../../app/content/locales";
import { plainXmlText, xmlAttr } from "./xml-text";

/** TBX (ISO 30042:2019) v3's namespace. */
export const TBX_NAMESPACE = "urn:iso:std:iso:30042:ed-2";

/** The sentence a term kept as it is carries in the target language's term section. */
export const DO_NOT_TRANSLATE_NOTE = "Do not translate: keep the English term as it is.";

/**
 * A language's glossary as TBX-Basic (dialect TBX-Basic, style DCA; docs/decisions/037-glossary-and-tbx.md):
 * one `<conceptEntry>` per term with an English and a target `<langSec>`. The owner's note is the
 * concept's `<note>`. A term kept as it is has its English as the target term, marked
 * `preferredTerm-admn-sts` (TBX-Basic's administrativeStatus) with a `<note>` saying so: TBX-Basic
 * has no "do not translate" category, and a CAT tool then proposes the English term unchanged.
 */
export function glossaryTbx(locale: string, terms: readonly GlossaryTerm[], createdAt: string): string {
  const language = localeOf(locale)?.name ?? locale;
  const entries = terms.map((term, index) => {
    const target = term.doNotTranslate ? term.source : term.target;
    const targetNotes = term.doNotTranslate
      ? ['<termNote type="administrativeStatus">preferredTerm-admn-sts</termNote>', `<note>${plainXmlText(DO_NOT_TRANSLATE_NOTE)}</note>`]
      : [];
    return [
      `      <conceptEntry id="c${index + 1}">`,
      ...(term.note ? [`        <note>${plainXmlText(term.note)}</note>`] : []),
      '        <langSec xml:lang="en">',
      `          <termSec><term>${plainXmlText(term.source)}</term></termSec>`,
      "        </langSec>",
      `        <langSec xml:lang="${xmlAttr(locale)}">`,
      `          <termSec><term>${plainXmlText(target)}</term>${targetNotes.join("")}</termSec>`,
      "        </langSec>",
      "      </conceptEntry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="${TBX_NAMESPACE}">`,
    "  <tbxHeader>",
    "    <fileDesc>",
    `      <titleStmt><title>${plainXmlText(`Glossary, English to ${language}`)}</title></titleStmt>`,
    `      <sourceDesc><p>${plainXmlText(`The website's glossary for ${language} (${locale}), ${terms.length} term(s), exported ${createdAt}.`)}</p></sourceDesc>`,
    "    </fileDesc>",
    "  </tbxHeader>",
    // An empty glossary has no <body> (TBX's body holds at least one concept).
    ...(entries.length === 0 ? ["  <text/>"] : ["  <text>", "    <body>", ...entries, "    </body>", "  </text>"]),
    "</tbx>",
    "",
  ].join("\n");
}
