/**
 * The visual editor (docs/product.md, "The visual editor"; docs/decisions/013): an HTML section or
 * a richText field written as it will look, with a "Formatting" toolbar, a link dialog, Insert
 * image, clean paste, and "Edit HTML" for the source as it will be saved. Loaded on demand
 * (rich-text-field.tsx), so screens without it download none of its code.
 */
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import { closeHistory } from "@tiptap/pm/history";
import { DOMParser as ProseMirrorParser } from "@tiptap/pm/model";
import { useEffect, useMemo, useRef, useState } from "react";
import { LinkDialog, type LinkDraft } from "./link-dialog";
import { cleanPastedHtml, pasteNotice, plainTextToHtml } from "./paste-clean";
import { editorExtensions } from "./schema";
import { opensWithoutLoss, storedHtmlOf } from "./stored-html";
import { Toolbar } from "./toolbar";
import { InsertImageDialog } from "~/components/cms/media/insert-image-dialog";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { useReadOnly } from "~/components/ui/read-only";

export interface RichTextInputProps {
  /** The editable area's id (and the HTML source's, in Edit HTML). */
  id: string;
  /** Ids of what names it: the section's or field's label. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  /** One line of text with marks, saved without a paragraph (a title). */
  inline?: boolean;
  onChange: (html: string) => void;
  onBlur?: () => void;
}

/** How writing looks in the editor: the public pages' structure at an editing size. */
const WRITING =
  "max-h-[70vh] overflow-y-auto px-3 py-2 text-[0.9375rem] leading-relaxed text-slate-900 break-words focus:outline-none [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:mt-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-2 [&_strong]:font-bold [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_.highlight]:text-brand-600 [&>:first-child]:mt-0";

const CANNOT_SHOW =
  "The visual editor cannot show all of this HTML (such as a table, a heading 4, a class or a style), so it is shown as HTML: edit it here, or remove what the visual editor cannot show and switch back.";

export default function RichTextInput({
  id,
  labelledBy,
  describedBy,
  invalid,
  value,
  inline = false,
  onChange,
  onBlur,
}: RichTextInputProps) {
  const [htmlMode, setHtmlMode] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const [linkDraft, setLinkDraft] = useState<LinkDraft | null>(null);
  const [inserting, setInserting] = useState(false);
  // Image files pasted or dropped in: uploaded to the library by Insert image, which asks for alt text.
  const [upload, setUpload] = useState<File[] | undefined>();
  const takeImageFiles = useRef<(files: FileList | undefined | null, hasText: boolean) => boolean>(() => false);
  takeImageFiles.current = (files, hasText) => {
    const images = [...(files ?? [])].filter((file) => file.type.startsWith("image/"));
    // Word and Google Docs put a picture of the copied text beside it: the text is what was meant.
    if (images.length === 0 || hasText || inline) return false;
    if (images.length > 1)
      toast({ title: "One image at a time", description: "The first image is uploaded; paste or drop the others one by one." });
    setUpload([images[0]!]);
    setInserting(true);
    return true;
  };
  // The latest callbacks, so typing does not rebuild the editor when the parent renders again.
  const latest = useRef({ onChange, onBlur });
  latest.current = { onChange, onBlur };
  const emitted = useRef(value);
  const openLink = useRef<() => void>(() => {});

  const extensions = useMemo(() => editorExtensions({ inline, openLinkDialog: () => openLink.current() }), [inline]);
  // A page its reader may not change: the words show as they are, with no toolbar (ReadOnly).
  const readOnly = useReadOnly();
  const editor = useEditor({
    extensions,
    editable: !readOnly,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    content: "",
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": inline ? "false" : "true",
        "aria-labelledby": labelledBy,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(readOnly ? { "aria-readonly": "true" } : {}),
        class: `${WRITING} ${inline ? "min-h-11" : "min-h-40"}`,
      },
      handlePaste: (view, event) => {
        const data = event.clipboardData;
        const hasText = Boolean(data && (data.getData("text/html") || data.getData("text/plain")));
        // A paste is its own step for Undo, even right after typing.
        view.dispatch(closeHistory(view.state.tr));
        if (!takeImageFiles.current(data?.files, hasText)) return false;
        event.preventDefault();
        return true;
      },
      handleDrop: (_view, event) => {
        if (!takeImageFiles.current(event.dataTransfer?.files, false)) return false;
        event.preventDefault();
        return true;
      },
      transformPastedHTML(html) {
        const cleaned = cleanPastedHtml(html);
        const notice = pasteNotice(cleaned);
        if (notice) toast(notice);
        return cleaned.html;
      },
      clipboardTextParser(text, context, plain, view) {
        const box = document.createElement("div");
        box.innerHTML = plainTextToHtml(text);
        return ProseMirrorParser.fromSchema(view.state.schema).parseSlice(box, { preserveWhitespace: true, context });
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = storedHtmlOf(e.state.doc, inline);
      emitted.current = html;
      latest.current.onChange(html);
    },
    onBlur: () => latest.current.onBlur?.(),
  });

  // Sent for review, say, the page turns read only while it is open.
  useEffect(() => {
    if (editor && editor.isEditable === readOnly) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // The value from outside (first load, Reset to default, a restored version): shown visually when
  // nothing of it would be lost, otherwise as HTML. Not a step Undo goes back to.
  const loaded = useRef(false);
  useEffect(() => {
    if (!editor || (loaded.current && value === emitted.current)) return;
    loaded.current = true;
    emitted.current = value;
    if (opensWithoutLoss(value, editor.schema, inline)) {
      editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run();
    } else {
      setHtmlMode(true);
      setNote(CANNOT_SHOW);
    }
  }, [editor, value, inline]);

  openLink.current = () => editor && setLinkDraft(linkDraftOf(editor));

  function toggleHtml() {
    if (!editor) return;
    if (!htmlMode) {
      setNote(null);
      setHtmlMode(true);
      return;
    }
    if (!opensWithoutLoss(value, editor.schema, inline)) {
      setNote(CANNOT_SHOW);
      return;
    }
    editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run();
    setNote(null);
    setHtmlMode(false);
    requestAnimationFrame(() => editor.commands.focus());
  }

  return (
    <div
      data-rich-text=""
      className={`overflow-hidden rounded-md border bg-white ${invalid ? "border-red-600" : "border-slate-300"} focus-within:ring-2 focus-within:ring-brand-600/40`}
    >
      {readOnly ? null : editor ? (
        <Toolbar
          editor={editor}
          inline={inline}
          htmlMode={htmlMode}
          onLink={() => openLink.current()}
          onInsertImage={() => setInserting(true)}
          onToggleHtml={toggleHtml}
        />
      ) : (
        <div className="h-11 border-b border-slate-200 bg-slate-50" />
      )}
      {htmlMode ? (
        <div className="p-2">
          {note ? <p className="mb-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">{note}</p> : null}
          <Textarea
            id={`${id}-html`}
            aria-labelledby={labelledBy}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={inline ? 3 : 10}
            spellCheck={false}
            className="font-mono text-[0.8125rem]"
            value={value}
            onChange={(event) => {
              emitted.current = event.target.value;
              onChange(event.target.value);
            }}
            onBlur={onBlur}
          />
        </div>
      ) : null}
      <div hidden={htmlMode}>
        <EditorContent editor={editor} />
      </div>
      <LinkDialog
        draft={linkDraft}
        onClose={() => {
          setLinkDraft(null);
          editor?.commands.focus();
        }}
        onSave={(link) => {
          if (editor) applyLink(editor, link);
          setLinkDraft(null);
        }}
        onRemove={() => {
          editor?.chain().focus().extendMarkRange("link").unsetMark("link").run();
          setLinkDraft(null);
        }}
      />
      {inline ? null : (
        <InsertImageDialog
          open={inserting}
          upload={upload}
          onOpenChange={(open) => {
            setInserting(open);
            if (!open) setUpload(undefined);
          }}
          onInsert={(markup) => {
            setInserting(false);
            setUpload(undefined);
            editor?.chain().focus().insertContent(markup).run();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            editor?.commands.focus();
          }}
        />
      )}
    </div>
  );
}

/** The link dialog's starting values: the link under the cursor (all of it), or the selected text. */
function linkDraftOf(editor: Editor): LinkDraft {
  const existing = editor.isActive("link");
  if (existing) editor.chain().extendMarkRange("link").run();
  const { from, to } = editor.state.selection;
  const attrs = editor.getAttributes("link") as { href?: string; newTab?: boolean };
  return { href: attrs.href ?? "", text: editor.state.doc.textBetween(from, to, " "), newTab: Boolean(attrs.newTab), existing };
}

/** Writes the link over the selection (its text replaced when changed) or at the cursor. */
function applyLink(editor: Editor, link: { href: string; text: string; newTab: boolean }) {
  const { from, to } = editor.state.selection;
  const mark = editor.schema.marks.link!.create({ href: link.href, newTab: link.newTab });
  const current = editor.state.doc.textBetween(from, to, " ");
  const tr = editor.state.tr;
  if (current !== link.text || from === to) {
    tr.replaceWith(
      from,
      to,
      editor.schema.text(link.text, [...editor.state.selection.$from.marks().filter((m) => m.type.name !== "link"), mark]),
    );
  } else {
    tr.removeMark(from, to, editor.schema.marks.link).addMark(from, to, mark);
  }
  editor.view.dispatch(tr);
  editor.commands.focus();
}
