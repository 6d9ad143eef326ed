/** Opening hours in Guam time (ChST; docs/product.md, 11). Also the JSON-LD openingHoursSpecification. */
export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

export interface OpeningHours {
  /** How the days are written on the site. */
  label: string;
  days: Weekday[];
  /** 24-hour "HH:MM" in ChST, or null when closed. */
  opens: string | null;
  closes: string | null;
  /** How the hours are written on the site, e.g. "9:00 AM-6:00 PM" or "Closed". */
  display: string;
}

export const TIME_ZONE_LABEL = "ChST";

export const OPENING_HOURS: OpeningHours[] = [
  {
    label: "Monday-Friday",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
    display: "9:00 AM-6:00 PM",
  },
  { label: "Saturday", days: ["Saturday"], opens: "10:00", closes: "14:00", display: "10:00 AM-2:00 PM" },
  { label: "Sunday", days: ["Sunday"], opens: null, closes: null, display: "Closed" },
];

/** "Monday-Friday 9:00 AM-6:00 PM ChST" and so on, one line per entry. */
export function formatOpeningHours(hours: OpeningHours): string {
  return hours.opens ? `${hours.label} ${hours.display} ${TIME_ZONE_LABEL}` : `${hours.label} ${hours.display}`;
}
