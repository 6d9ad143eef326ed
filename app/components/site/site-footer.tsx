import { Link } from "react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { FOOTER_QUICK_LINKS, LEGAL_LINKS } from "~/content/navigation";
import { SERVICE_CATEGORIES } from "~/content/services";
import type { SiteContact } from "~/content/contact";
import { SITE_NAME } from "~/lib/seo";
import { Brand } from "./brand";

/** The footer lists six of the seven categories, not Personal (docs/product.md, 4.1). */
const FOOTER_SERVICES = SERVICE_CATEGORIES.filter((category) => category.id !== "personal");

const linkClasses =
  "rounded-sm text-brand-100 underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300";

export interface SiteFooterProps {
  contact: SiteContact;
  /** The current year in Guam, computed on the server so the browser renders the same text. */
  year: number;
}

export function SiteFooter({ contact, year }: SiteFooterProps) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 space-y-5 lg:col-span-1">
          <Brand inverse />
          <p className="max-w-sm leading-relaxed">
            Professional human translation from Guam: 100+ languages, Chamorro specialists, English to Braille.
          </p>
          <address className="space-y-3 not-italic">
            <p className="flex items-start gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`tel:${contact.phoneHref}`} className={linkClasses} data-testid="footer-phone">
                {contact.phone}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`mailto:${contact.email}`} className={`${linkClasses} break-all`} data-testid="footer-email">
                {contact.email}
              </a>
            </p>
            <p className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span data-testid="footer-address">{contact.address}</span>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="text-sm font-semibold tracking-wider text-white uppercase">
            Services
          </h2>
          <ul className="mt-4 space-y-2.5">
            {FOOTER_SERVICES.map((category) => (
              <li key={category.id}>
                <Link to={`/services#${category.id}`} className={linkClasses}>
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="text-sm font-semibold tracking-wider text-white uppercase">
            Quick Links
          </h2>
          <ul className="mt-4 space-y-2.5">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-testid="footer-copyright">
            © {year} {SITE_NAME}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Legal">
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClasses}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
