import { useId } from "react";
import { editorIds } from "~/components/cms/editing/editor-ids";
import type { EditorPage, PublishMode } from "~/components/cms/editing/editor-state";
import type { SettingsPatch } from "./use-page-editor";
import { FormField } from "~/components/cms/shell/form-field";
import { Input } from "~/components/ui/input";
import { isScheduled } from "~/domain/publication";
import type { PageDTO } from "~/domain/schemas/pages";
import { formatPublishedAt, guamLocalToIso } from "~/lib/guam-time";

/**
 * When a published page goes live (docs/product.md, 5.6): Publish now, or Schedule at a date
 * and time typed and shown in Guam time (ChST, UTC+10, no daylight saving), whatever the
 * time zone of the administrator's computer. Saving sends the moment as an ISO UTC time.
 */
export function ScheduleControls({
  page,
  saved,
  error,
  onChange,
}: {
  page: EditorPage;
  saved: PageDTO | null;
  error?: string;
  onChange: (patch: SettingsPatch) => void;
}) {
  const groupId = useId();
  const liveSince = saved && saved.status === "published" && saved.publishedAt && !isScheduled(saved) ? saved.publishedAt : null;
  const chosen = guamLocalToIso(page.scheduledFor);
  const options: Array<{ mode: PublishMode; label: string; hint: string }> = [
    {
      mode: "now",
      label: "Publish now",
      hint: liveSince ? `Live since ${formatPublishedAt(liveSince)}.` : "The page goes live when you save.",
    },
    { mode: "schedule", label: "Schedule", hint: "The page goes live by itself at the time you choose." },
  ];

  return (
    <fieldset className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50/60 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">Going live</legend>
      <div className="grid gap-2">
        {options.map(({ mode, label, hint }) => {
          const id = `${groupId}-${mode}`;
          return (
            <div key={mode} className="flex items-start gap-2.5">
              <input
                type="radio"
                id={id}
                name={`${groupId}-mode`}
                value={mode}
                checked={page.publishMode === mode}
                onChange={() => onChange({ publishMode: mode })}
                aria-describedby={`${id}-hint`}
                className="mt-0.5 size-4 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              />
              <div className="min-w-0">
                <label htmlFor={id} className="block text-sm font-medium text-slate-900">
                  {label}
                </label>
                <p id={`${id}-hint`} className="text-xs text-slate-600">
                  {hint}
                </p>
              </div>
            </div>
          );
        })}
      </div>
      {page.publishMode === "schedule" ? (
        <FormField
          id={editorIds.pageField("publishedAt")}
          label="Go live on (Guam time, ChST)"
          required
          error={error}
          hint={
            chosen && !error
              ? `Goes live on ${formatPublishedAt(chosen)}. Until then only signed-in administrators can see it.`
              : "Date and time in Guam (ChST, UTC+10), whatever your computer's time zone."
          }
        >
          {(aria) => (
            <Input
              {...aria}
              type="datetime-local"
              required
              value={page.scheduledFor}
              onChange={(e) => onChange({ scheduledFor: e.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </fieldset>
  );
}
