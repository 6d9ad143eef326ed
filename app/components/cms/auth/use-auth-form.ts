import { useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";

/** The first message per field of a failed zod parse, keyed by the field's top-level name. */
export function fieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * The fields of the login and reset forms, checked with the API's own schema before anything is
 * sent. A refused check shows each field's first message and focuses the first field, in the order
 * of `initial`, that has one (a field's element id is its name); typing in a field clears its message.
 */
export function useAuthForm<T extends Record<string, string>>(schema: z.ZodType<T, T>, initial: T, send: (values: T) => void) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      const first = Object.keys(initial).find((name) => found[name]);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setErrors({});
    send(parsed.data);
  }

  const update = (name: keyof T & string) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    if (errors[name]) setErrors(({ [name]: _removed, ...rest }) => rest);
  };

  return { values, errors, update, submit };
}
