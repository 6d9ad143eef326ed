/**
 * Typed fields (docs/product.md, "Every word is the owner's"): each text, list and link a built-in
 * page shows is declared once, here in code, with its default (the text the site shipped with), its
 * label and its group on the page. The same declaration types the public route's values, validates
 * saves on the server, and builds the admin form. Browser-safe.
 *
 * A field's value is stored as the page's section whose key is the field's key: `text` and
 * `paragraph` as text sections, `richText` as an html section, `link`, `image` and `list` as json
 * sections holding the value's JSON (server/cms/fields.ts).
 */
import type { PictureSource } from "../picture-markup";

export interface LinkValue {
  label: string;
  /** A site path ("/contact", "/services#legal"), or an https:, mailto: or tel: address. */
  href: string;
}

/** An image of the media library (`mediaId`), or the field's built-in picture while `mediaId` is null. */
export interface ImageValue {
  mediaId: number | null;
  alt: string;
}

/** One opening time: 24-hour "HH:MM", or "" for none. */
export type TimeValue = string;

// --- Item fields: the small set of fields each item of a list has --------------------------------

interface ItemBase<K extends string, Kind extends string, V> {
  key: K;
  kind: Kind;
  label: string;
  required: boolean;
  default: V;
  /** Characters (text kinds) or entries (lines). */
  maxLength?: number;
  help?: string;
}
export type TextItem<K extends string = string> = ItemBase<K, "text", string>;
export type ParagraphItem<K extends string = string> = ItemBase<K, "paragraph", string>;
export type LinkItem<K extends string = string> = ItemBase<K, "link", LinkValue>;
export type ToggleItem<K extends string = string> = ItemBase<K, "toggle", boolean>;
/** Several one-line texts, one per entry (a package's features). */
export type LinesItem<K extends string = string> = ItemBase<K, "lines", string[]>;
export type TimeItem<K extends string = string> = ItemBase<K, "time", TimeValue>;
/** One of the owner's own pages, by id (null for none): shown while it is published. */
export type PageItem<K extends string = string> = ItemBase<K, "page", number | null>;
/** One of a few values fixed in code (an icon, a side): the same in every language. */
export interface ChoiceOption {
  value: string;
  label: string;
}
export interface ChoiceItem<K extends string = string> extends ItemBase<K, "choice", string> {
  options: readonly ChoiceOption[];
}

/**
 * The kinds a list item's fields can be. No rich text: HTML is a page field of its own (richText),
 * sanitised as a whole section; a list is one JSON value, whose texts are shown as text.
 */
export type ItemField = TextItem | ParagraphItem | LinkItem | ToggleItem | LinesItem | TimeItem | PageItem | ChoiceItem;
export type ItemFieldKind = ItemField["kind"];

type ItemValueOf<F> = F extends ItemBase<string, string, infer V> ? V : never;
export type ItemValues<I extends readonly ItemField[]> = { [F in I[number] as F["key"]]: ItemValueOf<F> };

// --- Page fields ------------------------------------------------------------------------------

interface FieldBase<K extends string, Kind extends string, V> {
  key: K;
  kind: Kind;
  label: string;
  /** The part of the page it belongs to, as the form groups it ("Hero", "Cards", ...). */
  group: string;
  default: V;
  required: boolean;
  maxLength?: number;
  help?: string;
  /**
   * false: a fact that is the same in every language (a phone number, the pages a menu names):
   * translations never hold it and always show the English value (app/lib/fields/translation.ts).
   */
  translate?: false;
}
export type TextField<K extends string = string> = FieldBase<K, "text", string>;
export type ParagraphField<K extends string = string> = FieldBase<K, "paragraph", string>;
export interface RichTextField<K extends string = string> extends FieldBase<K, "richText", string> {
  /** One line of text with bold, italic, links and highlights, and no paragraphs (a title). */
  inline?: boolean;
}
export type LinkField<K extends string = string> = FieldBase<K, "link", LinkValue>;
export interface ImageField<K extends string = string> extends FieldBase<K, "image", ImageValue> {
  /** What shows while no library image is chosen. */
  builtIn: { src: string; width: number; height: number };
}
export interface ListField<K extends string = string, I extends readonly ItemField[] = readonly ItemField[]> extends FieldBase<
  K,
  "list",
  Array<ItemValues<I>>
> {
  item: I;
  /** The most items the list may hold, and the fewest; `fixed` lists keep their items (the days of the week). */
  maxItems: number;
  minItems?: number;
  fixed?: boolean;
}

/** One of a few values fixed in code (which side a picture is on): never translated. */
export interface ChoiceField<K extends string = string> extends FieldBase<K, "choice", string> {
  options: readonly ChoiceOption[];
}

export type Field = TextField | ParagraphField | RichTextField | LinkField | ImageField | ListField | ChoiceField;
export type FieldKind = Field["kind"];

type FieldValueOf<F> = F extends FieldBase<string, string, infer V> ? V : never;
/** The values of a set of fields, by key, typed from their declaration. */
export type FieldValues<Fs extends readonly Field[]> = { [F in Fs[number] as F["key"]]: FieldValueOf<F> };

/** A built-in page (or the site settings) and its fields. */
export interface PageDefinition<Fs extends readonly Field[] = readonly Field[]> {
  /** The managed page's slug. */
  slug: string;
  /** What the page is called in the admin area, and its title when it has no page of its own. */
  title: string;
  /**
   * The page's description (search engines, sharing) while its owner has written none: made from
   * the page's own field values, so it follows them and never repeats a fact (a price, a phone
   * number) that could go stale. Read it through derivedDescription (app/domain/fields/description.ts).
   */
  describe(values: FieldValues<Fs>): string;
  fields: Fs;
}

/** A built-in page as its route renders it: its field values, its title and description, and the library images its image fields show. */
export interface PageContent<Fs extends readonly Field[] = readonly Field[]> {
  values: FieldValues<Fs>;
  title: string;
  description: string;
  /** By field key: the picture of the library image chosen, absent while the field shows its built-in picture. */
  images: Record<string, PictureSource>;
  /** The page shown, for the preview banner's link back to the editor; null when there is none (the defaults). */
  pageId: number | null;
  publishedAt: string | null;
  /** Set when what is shown is not on the public site (a signed-in person's preview of a draft or a scheduled page). */
  preview: "draft" | "scheduled" | null;
  /** The language of the words shown ("en", or a translation's). */
  locale?: string;
  /**
   * Set when a language's address was asked for and no translation into it is served there (none,
   * not published, or the language is off): the English content is given, and a page's route
   * sends the visitor to its English address instead of showing English words under it.
   */
  untranslated?: boolean;
}

// --- Builders ---------------------------------------------------------------------------------

type Options<V> = { label: string; group: string; default: V; required?: boolean; maxLength?: number; help?: string; translate?: false };
type ItemOptions<V> = { label: string; default?: V; required?: boolean; maxLength?: number; help?: string };

/** Default lengths: a line, a paragraph, and the number of entries of a `lines` item. */
export const TEXT_MAX = 300;
export const PARAGRAPH_MAX = 5000;
export const LINES_MAX = 30;

export const text = <K extends string>(key: K, o: Options<string>): TextField<K> => ({
  key,
  kind: "text",
  required: true,
  maxLength: TEXT_MAX,
  ...o,
});
export const paragraph = <K extends string>(key: K, o: Options<string>): ParagraphField<K> => ({
  key,
  kind: "paragraph",
  required: true,
  maxLength: PARAGRAPH_MAX,
  ...o,
});
export const richText = <K extends string>(key: K, o: Options<string> & { inline?: boolean }): RichTextField<K> => ({
  key,
  kind: "richText",
  required: true,
  ...o,
});
export const link = <K extends string>(key: K, o: Options<LinkValue>): LinkField<K> => ({ key, kind: "link", required: true, ...o });
export const image = <K extends string>(key: K, o: Options<ImageValue> & { builtIn: ImageField["builtIn"] }): ImageField<K> => ({
  key,
  kind: "image",
  required: false,
  ...o,
});
export const list = <K extends string, const I extends readonly ItemField[]>(
  key: K,
  o: Options<Array<ItemValues<I>>> & { item: I; maxItems?: number; minItems?: number; fixed?: boolean },
): ListField<K, I> => ({ key, kind: "list", required: false, maxItems: 100, ...o });
export const choice = <K extends string>(key: K, o: Options<string> & { options: readonly ChoiceOption[] }): ChoiceField<K> => ({
  key,
  kind: "choice",
  required: true,
  translate: false,
  ...o,
});

export const item = {
  text: <K extends string>(key: K, o: ItemOptions<string>): TextItem<K> => ({
    key,
    kind: "text",
    required: true,
    default: "",
    maxLength: TEXT_MAX,
    ...o,
  }),
  paragraph: <K extends string>(key: K, o: ItemOptions<string>): ParagraphItem<K> => ({
    key,
    kind: "paragraph",
    required: true,
    default: "",
    maxLength: PARAGRAPH_MAX,
    ...o,
  }),
  link: <K extends string>(key: K, o: ItemOptions<LinkValue>): LinkItem<K> => ({
    key,
    kind: "link",
    required: true,
    default: { label: "", href: "" },
    ...o,
  }),
  toggle: <K extends string>(key: K, o: ItemOptions<boolean>): ToggleItem<K> => ({
    key,
    kind: "toggle",
    required: false,
    default: false,
    ...o,
  }),
  lines: <K extends string>(key: K, o: ItemOptions<string[]>): LinesItem<K> => ({
    key,
    kind: "lines",
    required: false,
    default: [],
    maxLength: LINES_MAX,
    ...o,
  }),
  time: <K extends string>(key: K, o: ItemOptions<TimeValue>): TimeItem<K> => ({ key, kind: "time", required: false, default: "", ...o }),
  choice: <K extends string>(key: K, o: ItemOptions<string> & { default: string; options: readonly ChoiceOption[] }): ChoiceItem<K> => ({
    key,
    kind: "choice",
    required: true,
    ...o,
  }),
  page: <K extends string>(key: K, o: ItemOptions<number | null>): PageItem<K> => ({
    key,
    kind: "page",
    required: true,
    default: null,
    ...o,
  }),
};

export const definePage = <const Fs extends readonly Field[]>(definition: PageDefinition<Fs>): PageDefinition<Fs> => definition;

/** How a field's value is stored: the section type of its key. */
export function storedType(kind: FieldKind): "text" | "html" | "json" {
  if (kind === "text" || kind === "paragraph" || kind === "choice") return "text";
  if (kind === "richText") return "html";
  return "json";
}
