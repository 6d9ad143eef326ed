import type { PopularLanguage } from "../language-list";
import type { BlockDefinition } from "~/lib/fields/blocks";
import type { FieldValues } from "~/lib/fields/define";
import type { PictureSource } from "~/lib/picture-markup";

/** What every block's view is given besides its values. */
export interface BlockSurroundings {
  /** A prefix unique on the page, for the ids its headings and lists are named by. */
  id: string;
  /** Whether this block opens the page: a hero there holds the page's one <h1>. */
  first: boolean;
  /** Whether its picture is the page's first near the top: loaded at once (it is likely the largest paint), not lazily. */
  eagerPicture: boolean;
  /** The library pictures the page's blocks show, by media id. */
  images: Readonly<Record<string, PictureSource>>;
  /** The Languages page's popular languages, for the language list. */
  languages: readonly PopularLanguage[];
}

export type BlockViewProps<B extends BlockDefinition> = BlockSurroundings & { values: FieldValues<B["fields"]> };
