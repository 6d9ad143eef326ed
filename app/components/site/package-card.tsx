import { Check, Star } from "lucide-react";
import type { BUY_TRANSLATION_PAGE } from "~/content/pages/buy-translation";
import type { FieldValues } from "~/lib/fields/define";
import { FieldButton } from "./field-link";
import { useSettings } from "./settings-context";
import { formatPrice } from "~/content/site-settings";

type Values = FieldValues<typeof BUY_TRANSLATION_PAGE.fields>;
export type TranslationPackage = Values["packages"][number];

/**
 * A fixed-price package of /buy-translation (a `packages` list item); its button is the page's
 * package button (to /contact: there is no online order), named for the package to screen readers.
 */
export function PackageCard({
  pkg,
  headingId,
  texts,
}: {
  pkg: TranslationPackage;
  headingId: string;
  texts: Pick<Values, "price_suffix" | "popular_badge" | "package_action" | "package_action_hint">;
}) {
  const { languages } = useSettings();
  return (
    <article
      aria-labelledby={headingId}
      className={
        "relative flex flex-col rounded-2xl bg-white p-6 sm:p-8 " +
        (pkg.popular ? "border-2 border-brand-700 shadow-lg lg:-my-4 lg:py-12" : "border border-slate-200 shadow-sm")
      }
    >
      {pkg.popular && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent-500 px-3 py-1 text-sm font-semibold whitespace-nowrap text-slate-900 shadow-sm">
          <Star className="size-4" aria-hidden />
          {texts.popular_badge}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {pkg.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-brand-800">{formatPrice(pkg.price, languages.locale)}</span>
        {texts.price_suffix ? <span className="text-sm text-slate-600">{texts.price_suffix}</span> : null}
      </p>
      {pkg.description ? <p className="mt-3 text-slate-600">{pkg.description}</p> : null}
      {pkg.features.length > 0 ? (
        <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
          {pkg.features.map((feature, index) => (
            <li key={index} className="flex items-start gap-2 text-slate-700">
              <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldButton link={texts.package_action} variant={pkg.popular ? "primary" : "outline"} className="mt-8 w-full">
        <span className="sr-only">
          {" "}
          {texts.package_action_hint ? `${texts.package_action_hint} ` : ""}
          <span>{pkg.name}</span>
        </span>
      </FieldButton>
    </article>
  );
}
