/**
 * The visual editor where a screen uses it: its code (Tiptap and ProseMirror) is fetched the first
 * time one is shown, so the dashboard, sign-in and the public pages download none of it.
 */
import { lazy, Suspense } from "react";
import type { RichTextInputProps } from "./rich-text-input";
import { Skeleton } from "~/components/ui/skeleton";

const load = () => import("./rich-text-input");
const RichTextInput = lazy(load);

/**
 * Starts fetching the visual editor's code before its first use: a screen that is about to show
 * one (a page's sections, where Add Section makes one) calls it as it opens, so that the editor is
 * there when the owner, or the keyboard's next Tab, reaches it.
 */
export function preloadRichText(): void {
  void load().catch(() => {
    // Shown again, the field fetches it itself and says so if it cannot.
  });
}

export function RichTextField(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton className={props.inline ? "h-24 w-full" : "h-52 w-full"} />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
