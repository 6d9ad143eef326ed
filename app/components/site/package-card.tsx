import { Check, Star } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { formatPrice, POPULAR_BADGE, type TranslationPackage } from "~/content/packages";

/** A fixed-price package; its button leads to /contact (there is no online order). */
export function PackageCard({ pkg }: { pkg: TranslationPackage }) {
  const headingId = `package-${pkg.id}`;
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
          {POPULAR_BADGE}
        </p>
      )}
      <h3 id={headingId} className="text-xl font-bold text-slate-900">
        {pkg.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight text-brand-800">{formatPrice(pkg.price)}</span>
        <span className="text-sm text-slate-600">per project</span>
      </p>
      <p className="mt-3 text-slate-600">{pkg.description}</p>
      <ul className="mt-6 space-y-3 border-t border-slate-200 pt-6">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2 text-slate-700">
            <Check className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <ButtonLink
        to="/contact"
        variant={pkg.popular ? "primary" : "outline"}
        className="mt-8 w-full"
        aria-label={`Contact us about the ${pkg.name}`}
      >
        Contact Us
      </ButtonLink>
    </article>
  );
}
