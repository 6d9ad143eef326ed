import type { Field } from "../../../app/lib/fields/define";
import type { RichText } from "./inline";

/** One translatable part of a page as the XLIFF and TMX files carry it (units.ts reads them; unit-ids.ts names them). */
export type PartKind = "title" | "description" | "text" | "html" | "json";

export interface Part {
  /** The key its translation sources use: a section key, TITLE_KEY or DESCRIPTION_KEY. */
  key: string;
  kind: PartKind;
  /** The built-in page's (or the settings') field. */
  field?: Field;
  sectionType: "text" | "html" | "json";
  /** The English text of the part as it is now (what outdated tracking compares). */
  english: string;
  /** A json part's English value (the field's default where the English holds none that fits). */
  value?: unknown;
  rich?: RichText;
}
