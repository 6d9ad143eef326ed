/** The seven service categories: id, title, description, example materials (docs/product.md, 4.3). */
export interface ServiceCategory {
  /** Anchor on /services, e.g. /services#marketing. */
  id: "marketing" | "documents" | "business" | "legal" | "digital" | "manufacturing" | "personal";
  title: string;
  /** One line for the home page card. */
  summary: string;
  description: string;
  examples: string[];
}

export const SERVICE_CATEGORIES: ServiceCategory[] = [
  {
    id: "marketing",
    title: "Marketing",
    summary: "Brochures, ads and campaigns that sell in every language.",
    description:
      "Marketing copy has to persuade, not just inform. Our translators adapt slogans, tone and cultural references so that your message lands with readers in Japan, Korea, the Philippines or Micronesia as well as it does at home.",
    examples: ["Brochures and flyers", "Advertisements and slogans", "Press releases", "Product catalogs", "Tourism and hospitality guides", "Social media campaigns"],
  },
  {
    id: "documents",
    title: "Documents",
    summary: "Certificates, records and correspondence, translated with care.",
    description:
      "Official and everyday documents need exact wording and consistent formatting. We translate them line by line and, when required, provide certified translations accepted by agencies and courts.",
    examples: ["Birth, marriage and death certificates", "Academic transcripts and diplomas", "Medical records", "Letters and correspondence", "Immigration paperwork", "Driver's licenses"],
  },
  {
    id: "business",
    title: "Business",
    summary: "Contracts, reports and training material for growing companies.",
    description:
      "Companies on Guam trade across the Pacific. We help you communicate with partners, employees and customers in their own language, with the terminology of your industry.",
    examples: ["Business plans and proposals", "Annual and financial reports", "Employee handbooks", "Training manuals", "Presentations", "Meeting minutes"],
  },
  {
    id: "legal",
    title: "Legal/Govt",
    summary: "Court papers, contracts and public notices, word for word.",
    description:
      "Legal and government texts leave no room for interpretation. Our legal translators work precisely, keep the structure of the original, and treat every file as confidential.",
    examples: ["Contracts and agreements", "Court documents and affidavits", "Patents and trademarks", "Public notices and ordinances", "Government forms", "Power of attorney"],
  },
  {
    id: "digital",
    title: "Digital",
    summary: "Websites, apps and software for a global audience.",
    description:
      "Reach new markets online. We localize websites, apps and software interfaces, including menus, messages and help text, so that every screen reads naturally.",
    examples: ["Websites", "Mobile apps", "Software interfaces", "E-learning courses", "Subtitles and video scripts", "E-mail newsletters"],
  },
  {
    id: "manufacturing",
    title: "Manufacturing",
    summary: "Manuals, labels and safety data that workers can rely on.",
    description:
      "Technical documents must be clear enough to follow on the factory floor or at the job site. Our technical translators know the vocabulary of engineering, construction and logistics.",
    examples: ["Operating and user manuals", "Safety data sheets", "Product labels and packaging", "Technical specifications", "Quality procedures", "Warranty information"],
  },
  {
    id: "personal",
    title: "Personal",
    summary: "Letters, stories and family documents that matter to you.",
    description:
      "Some translations are personal: a letter to relatives, a family history, a wedding speech. We treat them with the same care and discretion as any business project.",
    examples: ["Personal letters", "Family histories and genealogy records", "Recipes and keepsakes", "Speeches and toasts", "Résumés and cover letters", "Travel documents"],
  },
];
