import type { ComponentProps } from "react";

/** A field label; `required` adds the `*` marker of a required field (hidden from screen readers, which read the field's required state). */
export function Label({ className = "", required, children, ...props }: ComponentProps<"label"> & { required?: boolean }) {
  return (
    <label className={`mb-1.5 block text-sm font-medium text-slate-800 ${className}`} {...props}>
      {children}
      {required ? (
        <span className="ml-0.5 text-red-700" aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
}

/** A validation message under a field, tied to it with aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {children}
    </p>
  );
}
