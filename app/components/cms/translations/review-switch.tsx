import { useId, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { setLanguageReviewed } from "./translations-api";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { LanguageDTO } from "~/domain/schemas/translations";
import { translationKeys } from "~/components/cms/shell/page-queries";

/**
 * A language's second switch, the administrators' (docs/product.md, "Reviews"): on, its
 * translators send translations for review and a reviewer publishes them; off, a translator
 * allowed to publish publishes directly. Named by the sentence it shows.
 */
export function ReviewSwitch({ language, disabled }: { language: LanguageDTO; disabled: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const on = language.reviewRequired;

  const toggle = async () => {
    setBusy(true);
    try {
      await setLanguageReviewed(language.code, !on);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: translationKeys.languages }),
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
      ]);
      toast({
        title: on ? `${language.name} translations are published without review` : `${language.name} translations are reviewed`,
        description: on
          ? "Translators allowed to publish publish them directly."
          : "Translators send them for review; a reviewer approves and publishes them.",
      });
    } catch (err) {
      toast({
        title: `${language.name} could not be changed`,
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-2">
      <span id={`${id}-label`} className="min-w-0 text-sm text-slate-700">
        Translations into {language.name} are reviewed before they are published
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        disabled={disabled || busy}
        onClick={() => void toggle()}
        className="group inline-flex h-11 shrink-0 items-center gap-2 rounded-md px-1 text-sm font-medium text-slate-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:opacity-60"
      >
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        <span aria-hidden="true" className="w-7 text-right">
          {on ? "On" : "Off"}
        </span>
        <span aria-hidden="true" className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors group-aria-checked:bg-brand-700">
          <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
        </span>
      </button>
    </div>
  );
}
