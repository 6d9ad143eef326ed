/**
 * The visual editor's link dialog (docs/product.md, "The visual editor"): the address (a page of
 * this site, or an https:, mailto: or tel: address; anything else refused with a message), the
 * text, and "Open in a new tab". Editing an existing link can also remove it.
 */
import { useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogCancel, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { FieldError, Label } from "~/components/ui/label";
import { linkTargetProblem } from "~/lib/fields/values";

export interface LinkDraft {
  href: string;
  text: string;
  newTab: boolean;
  /** Whether the selection is already a link (so it can be removed). */
  existing: boolean;
}

const IDS = { href: "rich-link-href", text: "rich-link-text", newTab: "rich-link-new-tab" };

export function LinkDialog({
  draft,
  onSave,
  onRemove,
  onClose,
}: {
  draft: LinkDraft | null;
  onSave: (link: { href: string; text: string; newTab: boolean }) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={draft !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {draft ? <LinkForm draft={draft} onSave={onSave} onRemove={onRemove} /> : null}
    </Dialog>
  );
}

function LinkForm({
  draft,
  onSave,
  onRemove,
}: {
  draft: LinkDraft;
  onSave: (link: { href: string; text: string; newTab: boolean }) => void;
  onRemove: () => void;
}) {
  const [href, setHref] = useState(draft.href);
  const [text, setText] = useState(draft.text);
  const [newTab, setNewTab] = useState(draft.newTab);
  const [errors, setErrors] = useState<{ href?: string; text?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { href: linkTargetProblem(href) ?? undefined, text: text.trim() === "" ? "Link text is required" : undefined };
    setErrors(next);
    if (next.href) document.getElementById(IDS.href)?.focus();
    else if (next.text) document.getElementById(IDS.text)?.focus();
    else onSave({ href: href.trim(), text, newTab });
  }

  return (
    <DialogContent
      title={draft.existing ? "Edit link" : "Add link"}
      description="A page of this site (such as /contact), or an https:, mailto: or tel: address."
      footer={
        <>
          {draft.existing ? (
            <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50 sm:mr-auto" onClick={onRemove}>
              Remove link
            </Button>
          ) : null}
          <DialogCancel size="md" />
          <Button type="submit" form="rich-link-form">
            Save link
          </Button>
        </>
      }
    >
      <form id="rich-link-form" noValidate onSubmit={submit} className="grid gap-4">
        <div>
          <Label htmlFor={IDS.href} required>
            Address
          </Label>
          <Input
            id={IDS.href}
            value={href}
            autoComplete="off"
            spellCheck={false}
            placeholder="/contact"
            aria-invalid={Boolean(errors.href)}
            aria-describedby={errors.href ? `${IDS.href}-error` : undefined}
            onChange={(event) => setHref(event.target.value)}
          />
          <FieldError id={`${IDS.href}-error`}>{errors.href}</FieldError>
        </div>
        <div>
          <Label htmlFor={IDS.text} required>
            Text
          </Label>
          <Input
            id={IDS.text}
            value={text}
            aria-invalid={Boolean(errors.text)}
            aria-describedby={errors.text ? `${IDS.text}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <FieldError id={`${IDS.text}-error`}>{errors.text}</FieldError>
        </div>
        <label htmlFor={IDS.newTab} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            id={IDS.newTab}
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={newTab}
            onChange={(event) => setNewTab(event.target.checked)}
          />
          Open in a new tab
        </label>
      </form>
    </DialogContent>
  );
}
