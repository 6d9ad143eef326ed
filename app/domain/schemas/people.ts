/**
 * People, invitations and the activity record: payloads and answers (browser-safe, zod only),
 * shared by the server and the admin screens (docs/product.md, "People").
 */
import { z } from "zod";
import { TRANSLATION_LOCALES } from "../../content/locales";
import { ROLES, type Role } from "../people/roles";
import { emailSchema, newPasswordSchema, usernameField } from "./auth";

const TRANSLATION_CODES = TRANSLATION_LOCALES.map((locale) => locale.code);

export const roleSchema = z.enum(ROLES, { error: "Role must be administrator, editor or translator" });

/** A translator's languages: codes of the translation languages, each once (English is everyone's source). */
export const languagesSchema = z
  .array(z.enum(TRANSLATION_CODES as [string, ...string[]], { error: `Languages must be among ${TRANSLATION_CODES.join(", ")}` }), {
    error: "Languages must be a list of language codes",
  })
  .max(TRANSLATION_CODES.length, "Languages must list each language once")
  .refine((codes) => new Set(codes).size === codes.length, "Languages must list each language once");

/** What a role brings with it: a translator needs at least one language; the others have none. */
function withRoleRules<T extends z.ZodType<{ role: Role; languages?: string[]; canPublish?: boolean; canReview?: boolean }>>(schema: T) {
  return schema
    .refine((value) => value.role !== "translator" || (value.languages?.length ?? 0) > 0, {
      message: "A translator needs at least one language",
      path: ["languages"],
    })
    .transform((value) => ({
      ...value,
      languages: value.role === "translator" ? (value.languages ?? []) : [],
      canPublish: value.role === "translator" ? (value.canPublish ?? false) : false,
      canReview: value.role === "translator" ? (value.canReview ?? false) : false,
    }));
}

export { emailSchema };

export const invitationSchema = withRoleRules(
  z.object({
    email: emailSchema,
    role: roleSchema,
    languages: languagesSchema.optional(),
    canPublish: z.boolean({ error: "Can publish must be true or false" }).optional(),
    canReview: z.boolean({ error: "Can review must be true or false" }).optional(),
  }),
);
export type InvitationInput = z.input<typeof invitationSchema>;

export const userUpdateSchema = withRoleRules(
  z.object({
    role: roleSchema,
    languages: languagesSchema.optional(),
    canPublish: z.boolean({ error: "Can publish must be true or false" }).optional(),
    canReview: z.boolean({ error: "Can review must be true or false" }).optional(),
  }),
);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

export const invitationTokenSchema = z
  .string({ error: "Token is required" })
  .trim()
  .min(1, "Token is required")
  .max(200, "Token is not valid");

export const acceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  username: usernameField,
  password: newPasswordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** Who a person is and what they may do: the fields People's list and the Account screen share. */
export interface PersonDTO {
  id: number;
  username: string;
  email: string;
  role: Role;
  languages: string[];
  canPublish: boolean;
  /** Whether a translator may review the translations of their languages. */
  canReview: boolean;
}

export interface UserDTO extends PersonDTO {
  /** Whether the second factor is on. */
  totp: boolean;
  lastSignInAt: string | null;
  createdAt: string;
}

export type InvitationStatus = "pending" | "accepted" | "expired" | "withdrawn";

export interface InvitationDTO {
  id: number;
  email: string;
  role: Role;
  languages: string[];
  canPublish: boolean;
  canReview: boolean;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  status: InvitationStatus;
  acceptedBy: string | null;
}

/** What the invitation screen shows before the invitee chooses a username and password. */
export interface InvitationPreviewDTO {
  email: string;
  role: Role;
  languages: string[];
}

export interface AccountPolicyDTO {
  requireSecondFactor: boolean;
}

export const accountPolicySchema = z.object({
  requireSecondFactor: z.boolean({ error: "Require a second factor must be true or false" }),
});

/** Housekeeping removes activity older than this (docs/product.md, "Activity"). */
export const ACTIVITY_KEPT_DAYS = 365;
