import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { setLanguageEnabled, useLanguages } from "./translations-api";
import { ReviewSwitch } from "./review-switch";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { LanguageDTO } from "~/domain/schemas/translations";
import { translationKeys } from "~/components/cms/shell/page-queries";

/**
 * The languages the site offers, each turned on or off with a switch (docs/product.md,
 * "Languages"). Off takes that language's pages off the public site at once and keeps every
 * translation, to come back when it is turned on again.
 */
export function LanguageSwitches() {
  const languages = useLanguages();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (language: LanguageDTO) => {
    setBusy(language.code);
    try {
      await setLanguageEnabled(language.code, !language.enabled);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: translationKeys.languages }),
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
      ]);
      toast({
        title: `${language.name} is ${language.enabled ? "off" : "on"}`,
        description: language.enabled
          ? "Its pages are off the public site; every translation is kept."
          : "Translate pages into it and publish them to show them to visitors.",
      });
    } catch (err) {
      toast({
        title: `${language.name} could not be changed`,
        description: errorMessage(err, "Please try again."),
        variant: "destructive",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="languages-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="languages-heading" className="text-lg font-semibold text-slate-900">
        Languages
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        English is the site's own language. A language shows on the site only where a page is translated and published in it.
      </p>
      {languages.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading languages...
        </p>
      ) : languages.isError ? (
        <p className="text-sm text-red-800">{errorMessage(languages.error, "The languages could not be loaded.")}</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {languages.data
            .filter((language) => language.code !== "en")
            .map((language) => (
              <li key={language.code} className="grid gap-1 rounded-lg border border-slate-200 px-3 py-2.5">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{language.name}</span>
                    <span lang={language.code} className="block text-sm text-slate-600">
                      {language.nativeName}
                    </span>
                  </span>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={language.enabled}
                    aria-label={`${language.name} on the site`}
                    disabled={busy !== null}
                    onClick={() => void toggle(language)}
                    className="group inline-flex h-11 shrink-0 items-center gap-2 rounded-md px-1 text-sm font-medium text-slate-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:opacity-60"
                  >
                    {busy === language.code ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
                    <span aria-hidden="true" className="w-7 text-right">
                      {language.enabled ? "On" : "Off"}
                    </span>
                    <span
                      aria-hidden="true"
                      className="relative h-6 w-11 rounded-full bg-slate-300 transition-colors group-aria-checked:bg-brand-700"
                    >
                      <span className="absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
                    </span>
                  </button>
                </div>
                <ReviewSwitch language={language} disabled={busy !== null} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
