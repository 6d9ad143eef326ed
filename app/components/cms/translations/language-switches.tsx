import { useState } from "react";
import { useLanguageChange, useLanguages } from "./translations-api";
import { ReviewSwitch } from "./review-switch";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { LanguageDTO } from "~/domain/schemas/translations";

/**
 * The languages the site offers, each turned on or off with a switch (docs/product.md,
 * "Languages"). Off takes that language's pages off the public site at once and keeps every
 * translation, to come back when it is turned on again.
 */
export function LanguageSwitches() {
  const languages = useLanguages();
  const change = useLanguageChange();
  const [busy, setBusy] = useState<string | null>(null);

  const toggle = async (language: LanguageDTO) => {
    setBusy(language.code);
    try {
      await change(language.code, { enabled: !language.enabled });
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
                  <Switch
                    checked={language.enabled}
                    busy={busy === language.code}
                    aria-label={`${language.name} on the site`}
                    disabled={busy !== null}
                    onClick={() => void toggle(language)}
                  />
                </div>
                <ReviewSwitch language={language} disabled={busy !== null} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
