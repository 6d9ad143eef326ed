import { Link } from "react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { copyrightLine, phoneHref } from "~/content/site-settings";
import { Brand } from "./brand";
import { useSettings } from "./settings-context";

const linkClasses =
  "rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300";

/** A footer link: a page of the site through the router, anything else (https:, mailto:, tel:) as a plain link. */
function FooterLink({ href, children }: { href: string; children: string }) {
  const { localize } = useSettings();
  return href.startsWith("/") ? (
    <Link to={localize(href)} className={linkClasses}>
      {children}
    </Link>
  ) : (
    <a href={href} className={linkClasses}>
      {children}
    </a>
  );
}

/** The footer of every public page: the business facts, the services and quick links, the legal links; all from the settings. */
export function SiteFooter({ lang }: { lang?: string }) {
  const { values, footerPages, year } = useSettings();
  const quickLinks = [
    ...values.footer_quick_links.map((entry) => entry.link),
    ...footerPages.map((page) => ({ label: page.title, href: page.path })),
  ];
  return (
    <footer lang={lang} className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 space-y-5 lg:col-span-1">
          <Brand inverse />
          <p className="max-w-sm leading-relaxed">{values.business_description}</p>
          <address className="space-y-3 not-italic">
            <p className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`tel:${phoneHref(values.phone)}`} className={linkClasses} data-testid="footer-phone">
                {values.phone}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`mailto:${values.email}`} className={`${linkClasses} break-all`} data-testid="footer-email">
                {values.email}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span data-testid="footer-address">{values.address}</span>
            </p>
          </address>
          {values.social_links.length > 0 ? (
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {values.social_links.map(({ link }) => (
                <li key={link.href}>
                  <FooterLink href={link.href}>{link.label}</FooterLink>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wider text-white uppercase">
            {values.footer_services_heading}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {values.footer_services.map(({ link }) => (
              <li key={link.href}>
                <FooterLink href={link.href}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wider text-white uppercase">
            {values.footer_quick_heading}
          </h2>
          <ul className="mt-4 space-y-2.5">
            {quickLinks.map((link) => (
              <li key={link.href}>
                <FooterLink href={link.href}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-testid="footer-copyright">{copyrightLine(values, year)}</p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label={values.footer_legal_label}>
            {values.footer_legal.map(({ link }) => (
              <li key={link.href}>
                <FooterLink href={link.href}>{link.label}</FooterLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
