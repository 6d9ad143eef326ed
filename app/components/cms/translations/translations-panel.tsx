import { useState } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { Languages, Loader2, Plus } from "lucide-react";
import { TranslationBadge } from "./translation-badge";
import { createTranslation, usePageTranslations } from "./translations-api";
import { Button, ButtonLink } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { localeOf } from "~/content/locales";
import { useViewer } from "~/components/cms/shell/use-viewer";
import { worksIn } from "~/domain/people/page-rules";
import { errorMessage } from "~/lib/api-client";
import { translationKeys } from "~/components/cms/shell/page-queries";

/**
 * An English page's translations, in its editor: each enabled language with its state, and a
 * button to translate the page into it (a draft holding a copy of the English words) or to open
 * its translation. Languages are turned on under Translations.
 */
export function TranslationsPanel({ pageId }: { pageId: number }) {
  const query = usePageTranslations(pageId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState<string | null>(null);
  // A translation is started only by someone who works in its language (app/domain/people/page-rules.ts).
  const { viewer } = useViewer();

  const translate = async (locale: string) => {
    setCreating(locale);
    try {
      const created = await createTranslation(pageId, locale);
      await queryClient.invalidateQueries({ queryKey: translationKeys.all });
      void navigate(`/cms/pages/${created.id}`);
    } catch (err) {
      toast({ title: "The translation could not be created", description: errorMessage(err, "Please try again."), variant: "destructive" });
    } finally {
      setCreating(null);
    }
  };

  return (
    <section aria-labelledby="translations-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="translations-heading" className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Languages className="size-5 text-brand-700" aria-hidden="true" />
        Translations
      </h2>
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading translations...
        </p>
      ) : query.isError ? (
        <p className="text-sm text-red-800">{errorMessage(query.error, "The translations could not be loaded.")}</p>
      ) : query.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          No language is turned on yet.{" "}
          <a href="/cms/translations" className="font-semibold text-brand-800 underline underline-offset-2">
            Choose languages
          </a>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {query.data.map((state) => {
            const language = localeOf(state.locale);
            const name = language?.name ?? state.locale;
            return (
              <li key={state.locale} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{name}</span>{" "}
                  <span lang={state.locale} className="text-sm text-slate-600">
                    {language?.nativeName}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <TranslationBadge status={state.status} outdated={state.outdatedSections.length} />
                  {state.pageId === null && !(viewer && worksIn(viewer, state.locale)) ? null : state.pageId === null ? (
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void translate(state.locale)}
                      disabled={creating !== null}
                      aria-label={`Translate into ${name}`}
                    >
                      {creating === state.locale ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
                      Translate
                    </Button>
                  ) : (
                    <ButtonLink to={`/cms/pages/${state.pageId}`} size="sm" variant="outline" aria-label={`Open the ${name} translation`}>
                      Open
                    </ButtonLink>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
