import { useId, type ReactNode } from "react";
import { Select } from "~/components/ui/select";
import { Label } from "~/components/ui/label";
import { TRANSLATION_LOCALES } from "~/content/locales";
import { ROLES, ROLE_DESCRIPTIONS, ROLE_LABELS, type Role } from "~/domain/people/roles";

export interface RoleValue {
  role: Role;
  languages: string[];
  canPublish: boolean;
  canReview: boolean;
}

/** A role, and for a translator their languages and whether they may publish and review: the invitation's and a person's. */
export function RoleFields({ value, onChange, error }: { value: RoleValue; onChange: (value: RoleValue) => void; error?: string }) {
  const id = useId();
  return (
    <div className="space-y-3">
      <div>
        <Label htmlFor={`${id}-role`} required>
          Role
        </Label>
        <Select
          id={`${id}-role`}
          value={value.role}
          onChange={(e) => onChange({ ...value, role: e.target.value as Role })}
          aria-describedby={`${id}-role-hint`}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </Select>
        <p id={`${id}-role-hint`} className="mt-1.5 text-xs text-slate-600">
          {ROLE_DESCRIPTIONS[value.role]}
        </p>
      </div>
      {value.role === "translator" ? (
        <>
          <fieldset aria-describedby={error ? `${id}-languages-error` : undefined}>
            <legend className="mb-1.5 text-sm font-medium text-slate-800">Languages</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {TRANSLATION_LOCALES.map((locale) => (
                <Check
                  key={locale.code}
                  checked={value.languages.includes(locale.code)}
                  onChange={(checked) =>
                    onChange({
                      ...value,
                      languages: checked ? [...value.languages, locale.code] : value.languages.filter((c) => c !== locale.code),
                    })
                  }
                >
                  {locale.name}
                </Check>
              ))}
            </div>
            {error ? (
              <p id={`${id}-languages-error`} className="mt-1.5 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
          <Check checked={value.canPublish} onChange={(canPublish) => onChange({ ...value, canPublish })}>
            May publish the translations of these languages
          </Check>
          <Check checked={value.canReview} onChange={(canReview) => onChange({ ...value, canReview })}>
            May review the translations of their languages
          </Check>
        </>
      ) : null}
    </div>
  );
}

/** A checkbox with its words beside it, both one label. */
function Check({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-800">
      <input type="checkbox" className="size-4 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}
