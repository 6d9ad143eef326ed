import { useState } from "react";
import { flushSync } from "react-dom";
import { FormField } from "~/components/cms/shell/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { ApiError, errorMessage } from "~/lib/api-client";
import { parseInput } from "~/lib/validation";
import { REDIRECT_STATUSES, type RedirectStatus, redirectPayloadSchema } from "~/domain/redirects";
import type { RedirectInput } from "./redirects-api";

/** The three kinds of redirect, as the screen names them. */
export const STATUS_LABELS: Record<RedirectStatus, string> = {
  301: "Permanent (301)",
  302: "Temporary (302)",
  410: "Gone (410)",
};

export const EMPTY_REDIRECT: RedirectInput = { from: "", to: "", status: 301 };

type Field = "from" | "to";
type Errors = Partial<Record<Field, string>>;

/** Which field a refusal of the server is about: its messages name the field first; a loop is the target's doing. */
const fieldOf = (message: string): Field => (/^To\b/.test(message) || /would loop/.test(message) ? "to" : "from");

/**
 * The values of a redirect's form, their errors beside their fields, and the checks: the same
 * rules as the server's (app/domain/redirects.ts) before sending, then the server's refusal under
 * the field it names. Nothing typed is lost on a refusal.
 */
export function useRedirectForm(idPrefix: string, initial: RedirectInput = EMPTY_REDIRECT) {
  const [values, setValues] = useState<RedirectInput>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const ids = { from: `${idPrefix}-from`, to: `${idPrefix}-to`, status: `${idPrefix}-status` };
  const focus = (field: Field) => document.getElementById(ids[field])?.focus();

  const set = <K extends keyof RedirectInput>(name: K, value: RedirectInput[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (name !== "status") setErrors((current) => ({ ...current, [name]: undefined }));
  };

  /** The values to send, or null with the errors shown and the first bad field focused. */
  const check = (): RedirectInput | null => {
    const result = parseInput(redirectPayloadSchema, values);
    if (result.ok) {
      setErrors({});
      return { from: values.from.trim(), to: values.status === 410 ? "" : values.to.trim(), status: values.status };
    }
    const found: Errors = {};
    for (const issue of result.issues) {
      const field = issue.path[0] === "to" ? "to" : "from";
      found[field] ??= issue.message;
    }
    if (result.issues.length === 0) found.from = result.message;
    setErrors(found);
    focus(found.from ? "from" : "to");
    return null;
  };

  /** A refusal of the server: beside the field it is about (a 400 or 409), and in a toast. */
  const refused = (error: unknown, title: string) => {
    const message = errorMessage(error, "Please try again.");
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
      const field = fieldOf(message);
      setErrors({ [field]: message });
      focus(field);
    }
    toast({ variant: "destructive", title, description: message });
  };

  const reset = (next: RedirectInput = EMPTY_REDIRECT) => {
    setValues(next);
    setErrors({});
  };

  /** A missing page's address in From (a gone address becomes a permanent redirect), and the focus on To. */
  const prefill = (from: string) => {
    flushSync(() => {
      setValues((current) => ({ ...current, from, status: current.status === 410 ? 301 : current.status }));
      setErrors({});
    });
    focus("to");
  };

  return { ids, values, errors, set, check, refused, reset, prefill };
}

export type RedirectForm = ReturnType<typeof useRedirectForm>;

/** From, Type and To (no target for a gone address), each with its hint and its error. */
export function RedirectFields({ form }: { form: RedirectForm }) {
  const { ids, values, errors, set } = form;
  return (
    <>
      <FormField
        id={ids.from}
        label="From"
        required
        error={errors.from}
        hint="The old address: a path such as /old-page.html, or the old site's whole address."
      >
        {(aria) => (
          <Input
            {...aria}
            autoComplete="off"
            spellCheck={false}
            placeholder="/old-page.html"
            value={values.from}
            onChange={(e) => set("from", e.target.value)}
          />
        )}
      </FormField>
      <FormField id={ids.status} label="Type">
        {(aria) => (
          <Select {...aria} value={String(values.status)} onChange={(e) => set("status", Number(e.target.value) as RedirectStatus)}>
            {REDIRECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {values.status === 410 ? (
        <p className="text-sm text-slate-600">
          A gone address leads nowhere: visitors and search engines learn the page was removed on purpose.
        </p>
      ) : (
        <FormField
          id={ids.to}
          label="To"
          required
          error={errors.to}
          hint="Where it leads now: a page of this site such as /services, or an https:// address."
        >
          {(aria) => (
            <Input
              {...aria}
              autoComplete="off"
              spellCheck={false}
              placeholder="/services"
              value={values.to}
              onChange={(e) => set("to", e.target.value)}
            />
          )}
        </FormField>
      )}
    </>
  );
}
