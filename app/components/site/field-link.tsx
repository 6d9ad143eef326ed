import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";
import type { LinkValue } from "~/lib/fields/define";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "~/components/ui/button";
import { useSettings } from "./settings-context";

/**
 * A link field (app/lib/fields): a page of this site through the router, any other address
 * (https:, mailto:, tel:) as a plain link. `children` after the label (an icon, words for screen readers).
 */
export function FieldLink({
  link,
  className,
  children,
  ...attributes
}: { link: LinkValue; className?: string; children?: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "href" | "className" | "children"
>) {
  const { localize } = useSettings();
  if (link.href.startsWith("/")) {
    return (
      <Link to={localize(link.href)} className={className} {...attributes}>
        {link.label}
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} {...attributes}>
      {link.label}
      {children}
    </a>
  );
}

/** A link field that looks like a button (the hero's, the calls to action). */
export function FieldButton({
  link,
  variant,
  size,
  className,
  children,
}: {
  link: LinkValue;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <FieldLink link={link} className={buttonClasses({ variant, size, className })}>
      {children}
    </FieldLink>
  );
}
