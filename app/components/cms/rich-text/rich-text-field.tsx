/**
 * The visual editor where a screen uses it: its code (Tiptap and ProseMirror) is fetched the first
 * time one is shown, so the dashboard, sign-in and the public pages download none of it.
 */
import { lazy, Suspense } from "react";
import type { RichTextInputProps } from "./rich-text-input";
import { Skeleton } from "~/components/ui/skeleton";

const RichTextInput = lazy(() => import("./rich-text-input"));

export function RichTextField(props: RichTextInputProps) {
  return (
    <Suspense fallback={<Skeleton className={props.inline ? "h-24 w-full" : "h-52 w-full"} />}>
      <RichTextInput {...props} />
    </Suspense>
  );
}
