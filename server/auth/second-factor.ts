import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { nowIso } from "../db/connect";
import { RECOVERY_CODE_COUNT, newRecoveryCode, recoveryCodeHash, totpStepOf } from "./totp";

/** What a person offers as their second factor: a code of their app, or one of their recovery codes. */
export interface SecondFactorProof {
  totpCode?: string;
  recoveryCode?: string;
}

export type SecondFactorUsed = "totp" | "recovery-code";

/**
 * Checks and spends second-factor codes (docs/product.md, "Second factor"). Each accepted code is
 * spent in the same statement that accepts it, so two requests carrying one code cannot both pass
 * (ASVS 5.0 6.5.1): an app's code moves the account's last accepted time step forward only if it
 * is later than the one stored; a recovery code is marked used only if it was not.
 */
export class SecondFactor {
  constructor(private readonly db: Kysely<Database>) {}

  /** Spends `proof` for the account; which kind of code it was, or null when it is not valid (or was used). */
  async spend(adminId: number, proof: SecondFactorProof): Promise<SecondFactorUsed | null> {
    if (proof.totpCode) {
      const row = await this.db.selectFrom("admins").select(["totp_secret", "totp_last_step"]).where("id", "=", adminId).executeTakeFirst();
      if (!row?.totp_secret) return null;
      const step = await totpStepOf(row.totp_secret, proof.totpCode, row.totp_last_step);
      if (step === null) return null;
      const moved = await this.db
        .updateTable("admins")
        .set({ totp_last_step: step })
        .where("id", "=", adminId)
        .where("totp_secret", "=", row.totp_secret)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1 ? "totp" : null;
    }
    if (proof.recoveryCode) {
      const used = await this.db
        .updateTable("recovery_codes")
        .set({ used_at: nowIso() })
        .where("admin_id", "=", adminId)
        .where("code_hash", "=", recoveryCodeHash(proof.recoveryCode))
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? "recovery-code" : null;
    }
    return null;
  }

  /** Ten new recovery codes for the account, replacing any it had; the codes themselves are returned once and never stored. */
  async newRecoveryCodes(db: Kysely<Database>, adminId: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await db.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
    const now = nowIso();
    await db
      .insertInto("recovery_codes")
      .values(codes.map((code) => ({ admin_id: adminId, code_hash: recoveryCodeHash(code), created_at: now, used_at: null })))
      .execute();
    return codes;
  }

  async recoveryCodesLeft(adminId: number): Promise<number> {
    const row = await this.db
      .selectFrom("recovery_codes")
      .select((eb) => eb.fn.countAll<number | string>().as("left"))
      .where("admin_id", "=", adminId)
      .where("used_at", "is", null)
      .executeTakeFirst();
    return Number(row?.left ?? 0);
  }
}
