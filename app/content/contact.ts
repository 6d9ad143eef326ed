/** How visitors reach the agency. Phone, e-mail and address can be set by configuration. */
export interface SiteContact {
  phone: string;
  /** The phone number as a tel: URI target (digits and a leading +). */
  phoneHref: string;
  email: string;
  address: string;
}

export const CONTACT_DEFAULTS = {
  phone: "+1 (671) 555-0142",
  email: "quotes@guamtranslations.example",
  address: "P.O. Box 10427, Tamuning, GU 96931, USA",
} as const;

export function resolveContact(overrides: { phone?: string; email?: string; address?: string }): SiteContact {
  const phone = overrides.phone ?? CONTACT_DEFAULTS.phone;
  return {
    phone,
    phoneHref: phone.replace(/[^\d+]/g, ""),
    email: overrides.email ?? CONTACT_DEFAULTS.email,
    address: overrides.address ?? CONTACT_DEFAULTS.address,
  };
}
