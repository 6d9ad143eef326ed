import { useState } from "react";
import { LogOut, Pencil, ShieldCheck, ShieldOff, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { localeOf } from "~/content/locales";
import { ROLE_LABELS } from "~/domain/people/roles";
import type { UserDTO } from "~/domain/schemas/people";
import { EmailButton } from "./email-dialog";
import { RoleFields, type RoleValue } from "./role-fields";

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "Never");

/** One person of the People screen: role, languages, second factor, last sign-in, and what can be done. */
export function PersonRow({
  person,
  isYou,
  busy,
  onSave,
  onEndSessions,
  onRemove,
}: {
  person: UserDTO;
  isYou: boolean;
  busy: boolean;
  onSave: (value: RoleValue) => Promise<unknown>;
  onEndSessions: () => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<RoleValue>({
    role: person.role,
    languages: person.languages,
    canPublish: person.canPublish,
    canReview: person.canReview,
  });
  const [error, setError] = useState<string>();
  const languages = person.languages.map((code) => localeOf(code)?.name ?? code).join(", ");
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {person.username}
          {isYou ? <Badge variant="secondary">You</Badge> : null}
          <Badge variant={person.role === "administrator" ? "default" : person.role === "editor" ? "info" : "outline"}>
            {ROLE_LABELS[person.role]}
          </Badge>
        </p>
        <p className="text-sm break-all text-slate-600">{person.email}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          {languages ? (
            <span>
              {languages}
              {person.canPublish ? " (may publish)" : " (drafts only)"}
              {person.canReview ? " (may review)" : ""}
            </span>
          ) : null}
          <span className="flex items-center gap-1">
            {person.totp ? (
              <ShieldCheck className="size-4 text-emerald-700" aria-hidden="true" />
            ) : (
              <ShieldOff className="size-4 text-slate-500" aria-hidden="true" />
            )}
            {person.totp ? "Second factor on" : "No second factor"}
          </span>
          <span>Last sign-in: {when(person.lastSignInAt)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-label={`Change the role of ${person.username}`}>
          <Pencil aria-hidden="true" />
          Role
        </Button>
        {isYou ? null : <EmailButton person={person} />}
        <Button
          variant="outline"
          size="sm"
          onClick={onEndSessions}
          disabled={busy}
          aria-label={`Sign out every session of ${person.username}`}
        >
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
        {isYou ? null : (
          <Button variant="destructive" size="sm" onClick={onRemove} disabled={busy} aria-label={`Remove ${person.username}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent
          title={`Role of ${person.username}`}
          description="The change holds from their next click."
          footer={
            <>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  if (value.role === "translator" && value.languages.length === 0) {
                    setError("A translator needs at least one language");
                    return;
                  }
                  setError(undefined);
                  void onSave(value).then(
                    () => setEditing(false),
                    () => {},
                  );
                }}
              >
                Save role
              </Button>
            </>
          }
        >
          <RoleFields value={value} onChange={setValue} error={error} />
        </DialogContent>
      </Dialog>
    </li>
  );
}
