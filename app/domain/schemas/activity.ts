/**
 * The activity record's kinds, words and list query (browser-safe), shared by the server, which
 * writes and filters it, and the Activity screen (docs/product.md, "Activity").
 */
import { z } from "zod";

export const ACTIVITY_KINDS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "sign-out": "Signed out",
  "password-changed": "Changed their password",
  "password-reset": "Reset their password by e-mail",
  "second-factor-on": "Turned on the second factor",
  "second-factor-off": "Turned off the second factor",
  "recovery-codes-renewed": "Made new recovery codes",
  "sessions-ended": "Ended sessions",
  "invitation-sent": "Invited someone",
  "invitation-withdrawn": "Withdrew an invitation",
  "invitation-accepted": "Accepted an invitation",
  "role-changed": "Changed a role",
  "email-change-requested": "Asked to change their e-mail address",
  "email-changed": "Changed an e-mail address",
  "person-removed": "Removed a person",
  "second-factor-policy": "Changed the second-factor rule",
  "page-published": "Published a page",
  "page-unpublished": "Unpublished a page",
  "page-scheduled": "Scheduled a page",
  "page-deleted": "Deleted a page",
  "page-restored": "Restored a page",
  "page-deleted-forever": "Deleted a page for ever",
  "site-imported": "Imported the site from a file",
  "memory-imported": "Filled translations from a translation memory (TMX)",
  "glossary-changed": "Changed a glossary",
  "language-changed": "Changed a language",
  "review-sent": "Sent a translation for review",
  "review-approved": "Approved a translation",
  "review-returned": "Returned a translation",
  "server-crashed": "The server restarted after a crash",
  "alert-sent": "Sent an alert to the administrators",
} as const;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;
export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]];

export const activityQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a whole number" })
    .int("Page must be a whole number")
    .min(1, "Page must be 1 or more")
    .max(1_000_000, "Page must be at most 1000000")
    .default(1),
  pageSize: z.coerce
    .number({ error: "Page size must be a whole number" })
    .int("Page size must be a whole number")
    .min(1, "Page size must be 1 or more")
    .max(100, "Page size must be at most 100")
    .default(50),
  person: z.coerce
    .number({ error: "Person must be a person's id" })
    .int("Person must be a person's id")
    .min(1, "Person must be a person's id")
    .max(2_147_483_647, "Person must be a person's id")
    .optional(),
  kind: z.enum(ACTIVITY_KIND_NAMES, { error: "Kind must be one of the activity kinds" }).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export interface ActivityEntryDTO {
  id: number;
  createdAt: string;
  /** The account that acted, when it is known (null for a failed sign-in that named no account). */
  personId: number | null;
  /** Their username then; "shell" for the command line. */
  person: string | null;
  kind: ActivityKind;
  target: { type: "page" | "person" | "invitation" | "site"; id: number | null; label: string | null } | null;
  address: string | null;
  detail: Record<string, string | boolean | number | null> | null;
}

export interface ActivityListDTO {
  items: ActivityEntryDTO[];
  total: number;
  page: number;
  pageSize: number;
}
