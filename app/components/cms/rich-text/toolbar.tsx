/**
 * The visual editor's "Formatting" toolbar: one Tab stop, arrow keys (and Home, End) move between
 * its buttons, each button says whether it applies to the selection (aria-pressed).
 */
import { useEditorState, type Editor } from "@tiptap/react";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
  type LucideIcon,
} from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";

interface ToolbarProps {
  editor: Editor;
  inline: boolean;
  htmlMode: boolean;
  onLink: () => void;
  onInsertImage: () => void;
  onToggleHtml: () => void;
}

interface Tool {
  name: string;
  icon: LucideIcon;
  /** Whether it applies to the selection: shown as aria-pressed. Absent for actions. */
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

export function Toolbar({ editor, inline, htmlMode, onLink, onInsertImage, onToggleHtml }: ToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      link: e.isActive("link"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullets: e.isActive("bulletList"),
      numbers: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const visual = !htmlMode;
  const tools: Tool[] = [
    { name: "Bold", icon: Bold, pressed: state.bold, disabled: htmlMode, run: () => chain().toggleBold().run() },
    { name: "Italic", icon: Italic, pressed: state.italic, disabled: htmlMode, run: () => chain().toggleItalic().run() },
    { name: "Link", icon: Link2, pressed: state.link, disabled: htmlMode, run: onLink },
    ...(inline
      ? []
      : [
          {
            name: "Heading 2",
            icon: Heading2,
            pressed: state.h2,
            disabled: htmlMode,
            run: () => chain().toggleHeading({ level: 2 }).run(),
          },
          {
            name: "Heading 3",
            icon: Heading3,
            pressed: state.h3,
            disabled: htmlMode,
            run: () => chain().toggleHeading({ level: 3 }).run(),
          },
          { name: "Bulleted list", icon: List, pressed: state.bullets, disabled: htmlMode, run: () => chain().toggleBulletList().run() },
          {
            name: "Numbered list",
            icon: ListOrdered,
            pressed: state.numbers,
            disabled: htmlMode,
            run: () => chain().toggleOrderedList().run(),
          },
          { name: "Quote", icon: Quote, pressed: state.quote, disabled: htmlMode, run: () => chain().toggleBlockquote().run() },
          { name: "Insert image", icon: ImagePlus, disabled: htmlMode, run: onInsertImage },
        ]),
    { name: "Undo", icon: Undo2, disabled: htmlMode || !state.canUndo, run: () => chain().undo().run() },
    { name: "Redo", icon: Redo2, disabled: htmlMode || !state.canRedo, run: () => chain().redo().run() },
  ];
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const [current, setCurrent] = useState(0);
  const count = tools.length + 1;

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setCurrent(index);
    buttons.current[index]?.focus();
  }

  const base =
    "inline-flex h-9 min-w-9 items-center justify-center gap-1.5 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-pressed:bg-brand-50 aria-pressed:text-brand-800";
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-slate-200 bg-slate-50 p-1"
    >
      {tools.map((tool, index) => (
        <button
          key={tool.name}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          title={tool.name}
          aria-label={tool.name}
          aria-pressed={tool.pressed === undefined || !visual ? undefined : tool.pressed}
          aria-disabled={tool.disabled || undefined}
          tabIndex={index === current ? 0 : -1}
          className={base}
          // The editor keeps its selection: a click on the toolbar does not take focus from it.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setCurrent(index)}
          onClick={() => (tool.disabled ? null : tool.run())}
        >
          <tool.icon className="size-4" aria-hidden="true" />
        </button>
      ))}
      <button
        ref={(element) => {
          buttons.current[tools.length] = element;
        }}
        type="button"
        aria-pressed={htmlMode}
        tabIndex={current === tools.length ? 0 : -1}
        className={`${base} ml-auto font-medium`}
        onFocus={() => setCurrent(tools.length)}
        onClick={onToggleHtml}
      >
        <Code className="size-4" aria-hidden="true" />
        Edit HTML
      </button>
    </div>
  );
}
