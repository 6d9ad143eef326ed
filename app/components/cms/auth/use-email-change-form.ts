import { useState, type ChangeEvent, type FormEvent } from "react";
import { fieldErrors } from "./use-auth-form";
import { emailChangeSchema, type EmailChangeInput } from "~/domain/schemas/account";

type Values = { email: string; password: string };

/**
 * The form of an e-mail address change, the Account screen's and an administrator's on People:
 * a new address and the password of whoever asks, checked with the shared schema before anything
 * is sent, the first problem focused, and a refusal placed under the field it is about.
 */
export function useEmailChangeForm(ids: { email: string; password: string }, send: (input: EmailChangeInput) => void) {
  const [values, setValues] = useState<Values>({ email: "", password: "" });
  const [errors, setErrors] = useState<Partial<Values>>({});

  const update = (name: keyof Values) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailChangeSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error.issues);
      setErrors(found);
      document.getElementById(found.email ? ids.email : ids.password)?.focus();
      return;
    }
    setErrors({});
    send(parsed.data);
  }

  /** The server refused: a message about the password goes under the password, any other under the address. */
  const refused = (message: string) => setErrors(/password/i.test(message) ? { password: message } : { email: message });

  const clear = () => {
    setValues({ email: "", password: "" });
    setErrors({});
  };

  return { values, errors, update, submit, refused, clear };
}
