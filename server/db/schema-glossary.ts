// The Kysely table type of the glossaries (server/i18n/glossary.ts), part of `Database` in schema.ts.
import type { Generated } from "kysely";

/** A term of one language's glossary. Part of the export. */
export interface GlossaryTermsTable {
  id: Generated<number>;
  /** A translation language's code ("ja"). */
  locale: string;
  /** Its place in the list, from 0. */
  position: number;
  source: string;
  /** The English term in lower case with single spaces: unique per language. */
  source_key: string;
  target: Generated<string>;
  note: Generated<string>;
  /** 1 when the term is kept as it is in the translations. */
  do_not_translate: Generated<number>;
  updated_at: string;
}
