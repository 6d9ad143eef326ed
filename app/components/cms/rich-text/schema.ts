/**
 * The visual editor's document schema (docs/decisions/013): exactly the part of the HTML
 * sanitiser's allow-list (server/security/sanitize.ts) the owner writes with, so nothing the editor
 * produces is removed on save and nothing the sanitiser would remove can be typed or pasted in.
 * Paragraphs, headings 2 and 3, bulleted and numbered lists (nested), quotes, line breaks, bold,
 * italic, links, the home page's highlight, and the media library's responsive pictures.
 */
import { Extension, Mark, type AnyExtension } from "@tiptap/core";
import Blockquote from "@tiptap/extension-blockquote";
import Bold from "@tiptap/extension-bold";
import Document from "@tiptap/extension-document";
import HardBreak from "@tiptap/extension-hard-break";
import Heading from "@tiptap/extension-heading";
import Italic from "@tiptap/extension-italic";
import { BulletList, ListItem, OrderedList } from "@tiptap/extension-list";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import { UndoRedo } from "@tiptap/extensions";
import { Figure } from "./figure-node";

/** An address the sanitiser keeps on a link: a path or anchor of this site, or http(s), mailto, tel. */
export function keptHref(href: string | null): boolean {
  if (href === null) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim())?.[1]?.toLowerCase();
  return scheme === undefined ? !href.trim().startsWith("//") : ["http", "https", "mailto", "tel"].includes(scheme);
}

/** `<a href>`, with `target="_blank"` and the sanitiser's `rel` when it opens a new tab. */
export const Link = Mark.create({
  name: "link",
  priority: 1000,
  inclusive: false,
  addAttributes() {
    return {
      href: { default: null, rendered: false },
      newTab: { default: false, rendered: false },
    };
  },
  parseHTML() {
    return [
      {
        tag: "a[href]",
        getAttrs: (element) => {
          const href = element.getAttribute("href");
          return keptHref(href) ? { href, newTab: element.getAttribute("target") === "_blank" } : false;
        },
      },
    ];
  },
  renderHTML({ mark }) {
    const href = String(mark.attrs.href);
    return ["a", mark.attrs.newTab ? { href, target: "_blank", rel: "noopener noreferrer" } : { href }, 0];
  },
});

/** The home page's accent words: `<span class="highlight">`. No button: kept as written. */
export const Highlight = Mark.create({
  name: "highlight",
  parseHTML() {
    return [{ tag: "span.highlight" }];
  },
  renderHTML() {
    return ["span", { class: "highlight" }, 0];
  },
});

/** Numbered lists carry no start or type: the sanitiser keeps neither. */
const PlainOrderedList = OrderedList.extend({
  addAttributes() {
    return {};
  },
});

/** Ctrl/Cmd+K asks the editor to open its link dialog. */
function linkShortcut(openLinkDialog: () => void) {
  return Extension.create({
    name: "linkShortcut",
    addKeyboardShortcuts() {
      return {
        "Mod-k": () => {
          openLinkDialog();
          return true;
        },
      };
    },
  });
}

/**
 * The extensions of one editor. `inline`: a single line of text with marks (a title written with
 * HTML, such as the home page's hero title), stored without a paragraph around it.
 */
export function editorExtensions({ inline, openLinkDialog }: { inline: boolean; openLinkDialog: () => void }): AnyExtension[] {
  const marks = [
    Bold.extend({ renderHTML: ({ HTMLAttributes }) => ["strong", HTMLAttributes, 0] }),
    Italic.extend({ renderHTML: ({ HTMLAttributes }) => ["em", HTMLAttributes, 0] }),
    Link,
    Highlight,
  ];
  const common = [Text, Paragraph, HardBreak, UndoRedo, linkShortcut(openLinkDialog), ...marks];
  if (inline) return [Document.extend({ content: "paragraph" }), ...common];
  return [Document, ...common, Heading.configure({ levels: [2, 3] }), BulletList, PlainOrderedList, ListItem, Blockquote, Figure];
}
