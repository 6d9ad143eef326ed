/**
 * A glossary per language (docs/product.md, "Glossary"), browser-safe: the shape of a term, the
 * check of a whole list (the API's and the Glossary section's), and the one matching rule that
 * both the translation editor's marks and the save's warning use (docs/decisions/037-glossary-and-tbx.md).
 */
import { z } from "zod";
import { plainIssueMessage } from "../lib/validation";

export const GLOSSARY_SOURCE_MAX = 200;
export const GLOSSARY_TARGET_MAX = 200;
export const GLOSSARY_NOTE_MAX = 500;
export const GLOSSARY_MAX_TERMS = 2000;

export interface GlossaryTerm {
  /** The English term, as the English pages write it. */
  source: string;
  /** Its translation in the glossary's language; "" when it is not translated. */
  target: string;
  /** What the translator should know (context, why). */
  note: string;
  /** Kept as it is in every language (a brand name). */
  doNotTranslate: boolean;
}

/** GET and PUT /api/cms/glossary/{locale}. */
export interface GlossaryDTO {
  locale: string;
  terms: GlossaryTerm[];
}

const termSchema = z
  .object(
    {
      source: z
        .string({ error: "The English term must be text" })
        .trim()
        .min(1, "The English term is empty")
        .max(GLOSSARY_SOURCE_MAX, `The English term must be at most ${GLOSSARY_SOURCE_MAX} characters`),
      target: z
        .string({ error: "The translation must be text" })
        .trim()
        .max(GLOSSARY_TARGET_MAX, `The translation must be at most ${GLOSSARY_TARGET_MAX} characters`)
        .default(""),
      note: z
        .string({ error: "The note must be text" })
        .trim()
        .max(GLOSSARY_NOTE_MAX, `The note must be at most ${GLOSSARY_NOTE_MAX} characters`)
        .default(""),
      doNotTranslate: z.boolean({ error: "Do not translate must be true or false" }).default(false),
    },
    { error: "Each term must be an object with source, target, note and doNotTranslate" },
  )
  .refine((term) => term.doNotTranslate || term.target !== "", {
    message: "The translation is empty: give one, or mark it Do not translate",
  });

const bodySchema = z.object(
  {
    terms: z
      .array(z.unknown(), { error: "Terms must be a list" })
      .max(GLOSSARY_MAX_TERMS, `A glossary holds at most ${GLOSSARY_MAX_TERMS} terms`),
  },
  { error: "Request body must be a JSON object with terms" },
);

/** The key that makes two English terms the same one (case and spacing aside). */
export const termKey = (source: string) => source.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A whole glossary as sent (PUT replaces the list): each row checked, no English term twice. A
 * refusal names the row ("Row 3 (“certified translation”): ...").
 */
export function parseGlossary(body: unknown): { ok: true; terms: GlossaryTerm[] } | { ok: false; message: string } {
  const outer = bodySchema.safeParse(body, { error: (issue) => plainIssueMessage(issue) });
  if (!outer.success) return { ok: false, message: outer.error.issues[0]?.message ?? "Request body is not valid" };
  const terms: GlossaryTerm[] = [];
  const rows = new Map<string, number>();
  for (const [index, raw] of outer.data.terms.entries()) {
    const named = (message: string, source?: string) => `Row ${index + 1}${source ? ` (“${source.slice(0, 60)}”)` : ""}: ${message}`;
    const result = termSchema.safeParse(raw, { error: (issue) => plainIssueMessage(issue) });
    const source = typeof (raw as { source?: unknown })?.source === "string" ? ((raw as { source: string }).source.trim() as string) : "";
    if (!result.success) return { ok: false, message: named(result.error.issues[0]?.message ?? "The term is not valid", source) };
    const key = termKey(result.data.source);
    const earlier = rows.get(key);
    if (earlier !== undefined) return { ok: false, message: named(`the English term is already in row ${earlier}`, source) };
    rows.set(key, index + 1);
    // A term kept as it is has no translation of its own.
    terms.push(result.data.doNotTranslate ? { ...result.data, target: "" } : result.data);
  }
  return { ok: true, terms };
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patterns = new Map<string, RegExp>();

/**
 * Whether `text` holds `term`, case aside: a term in Chinese, Japanese or Korean script anywhere
 * in the text (those scripts do not put spaces between words); any other term as whole words (so
 * "art" is not found in "start"), any run of spaces matching any other.
 */
export function containsTerm(text: string, term: string): boolean {
  const wanted = term.trim();
  if (wanted === "") return false;
  if (CJK.test(wanted)) return text.toLowerCase().replace(/\s+/g, " ").includes(wanted.toLowerCase().replace(/\s+/g, " "));
  let pattern = patterns.get(wanted);
  if (!pattern) {
    const body = wanted.split(/\s+/).map(escapeRegExp).join("\\s+");
    pattern = new RegExp(`(?<![\\p{L}\\p{N}\\p{M}_])${body}(?![\\p{L}\\p{N}\\p{M}_])`, "iu");
    if (patterns.size > 5000) patterns.clear();
    patterns.set(wanted, pattern);
  }
  return pattern.test(text);
}

/** The glossary's terms found in a part's English, in the glossary's order. */
export const termsIn = (english: string, terms: readonly GlossaryTerm[]): GlossaryTerm[] =>
  terms.filter((term) => containsTerm(english, term.source));

/** What a term asks of the translation, in words ("keep as is (do not translate)", "認定翻訳"). */
export const termAdvice = (term: GlossaryTerm) => (term.doNotTranslate ? "keep as is (do not translate)" : term.target);

export interface GlossaryPart {
  /** How the owner names the part ("Title", "Block 2: Hero, Title"). */
  label: string;
  english: string;
  translated: string;
}

export interface GlossaryProblem {
  label: string;
  term: GlossaryTerm;
}

/**
 * The parts of a translation that miss a term's translation, or translate a term kept as it is,
 * where the English part holds the term. A part with no words of its own yet (empty, or still a
 * copy of the English) is left out. A
 * warning, never a refusal: a sentence may need another form of the word.
 */
export function glossaryProblems(parts: readonly GlossaryPart[], terms: readonly GlossaryTerm[]): GlossaryProblem[] {
  if (terms.length === 0) return [];
  return parts.flatMap((part) => {
    const same = (text: string) => text.trim().replace(/\s+/g, " ");
    // Not translated yet (empty, or still the English copy a translation starts from): nothing to check.
    if (same(part.translated) === "" || same(part.translated) === same(part.english)) return [];
    return termsIn(part.english, terms)
      .filter((term) => !containsTerm(part.translated, term.doNotTranslate ? term.source : term.target))
      .map((term) => ({ label: part.label, term }));
  });
}

/** "Block 2: Hero, Title has no “認定翻訳” for “certified translation”; ..." (the first few, and how many more). */
export function glossaryWarningText(problems: readonly GlossaryProblem[]): string {
  const named = problems
    .slice(0, 3)
    .map(({ label, term }) =>
      term.doNotTranslate ? `${label} does not keep “${term.source}” as it is` : `${label} has no “${term.target}” for “${term.source}”`,
    );
  const more = problems.length > 3 ? `; and ${problems.length - 3} more` : "";
  return `Check the glossary: ${named.join("; ")}${more}.`;
}
