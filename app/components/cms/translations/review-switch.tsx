import { useId, useState } from "react";
import { useLanguageChange } from "./translations-api";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { LanguageDTO } from "~/domain/schemas/translations";

/**
 * A language's second switch, the administrators' (docs/product.md, "Reviews"): on, its
 * translators send translations for review and a reviewer publishes them; off, a translator
 * allowed to publish publishes directly. Named by the sentence it shows.
 */
export function ReviewSwitch({ language, disabled }: { language: LanguageDTO; disabled: boolean }) {
  const id = useId();
  const change = useLanguageChange();
  const [busy, setBusy] = useState(false);
  const on = language.reviewRequired;

  const toggle = async () => {
    setBusy(true);
    try {
      await change(language.code, { reviewRequired: !on });
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
      <Switch checked={on} busy={busy} aria-labelledby={`${id}-label`} disabled={disabled || busy} onClick={() => void toggle()} />
    </div>
  );
}
