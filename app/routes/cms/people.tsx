import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MailX, ShieldCheck, Users } from "lucide-react";
import { adminTitle } from "./guard";
import { useAdmin } from "./layout";
import { InviteForm } from "~/components/cms/people/invite-form";
import { PersonRow } from "~/components/cms/people/person-row";
import {
  endUserSessions,
  refreshPeople,
  removeUser,
  setAccountPolicy,
  updateUser,
  useAccountPolicy,
  useInvitations,
  useUsers,
  withdrawInvitation,
} from "~/components/cms/people/people-api";
import type { RoleValue } from "~/components/cms/people/role-fields";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { CardListSkeleton, LoadError } from "~/components/cms/shell/list-states";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import { localeOf } from "~/content/locales";
import { ROLE_LABELS } from "~/domain/people/roles";
import type { UserDTO } from "~/domain/schemas/people";

export const meta = () => adminTitle("People");

const day = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/** People (docs/product.md, "People"): everyone who signs in, invitations, and the second-factor rule. Administrators only. */
export default function CmsPeople() {
  const viewer = useAdmin();
  const queryClient = useQueryClient();
  const users = useUsers();
  const invitations = useInvitations();
  const policy = useAccountPolicy();
  const [removing, setRemoving] = useState<UserDTO | null>(null);
  const refresh = () => refreshPeople(queryClient);
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

  const save = useMutation({
    mutationFn: ({ id, value }: { id: number; value: RoleValue }) => updateUser(id, value),
    onSuccess: (p) => toast({ title: "Role saved", description: `${p.username} is now ${ROLE_LABELS[p.role]}.` }),
    onError: fail("Role not saved"),
    onSettled: refresh,
  });
  const end = useMutation({
    mutationFn: endUserSessions,
    onSuccess: ({ ended }) => toast({ title: `${ended} session(s) signed out` }),
    onError: fail("Sessions not signed out"),
  });
  const remove = useMutation({
    mutationFn: removeUser,
    onSuccess: () => toast({ title: "Person removed", description: "Their sessions ended; what they wrote stays under their name." }),
    onError: fail("Not removed"),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => toast({ title: "Invitation withdrawn" }),
    onError: fail("Not withdrawn"),
    onSettled: refresh,
  });
  const rule = useMutation({
    mutationFn: setAccountPolicy,
    onSuccess: (p) =>
      toast({ title: p.requireSecondFactor ? "A second factor is now required of everyone" : "A second factor is now optional" }),
    onError: fail("Rule not changed"),
    onSettled: refresh,
  });
  const pending = invitations.data?.filter((i) => i.status === "pending") ?? [];

  return (
    <>
      <ScreenHeader title="People" description="Who signs in to manage the site, with what role." />
      <main className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <section aria-labelledby="people-heading">
          <h2 id="people-heading" className="mb-4 flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Users className="size-5" aria-hidden="true" />
            Everyone
          </h2>
          {users.isPending ? (
            <CardListSkeleton label="Loading people..." cards={2} />
          ) : users.isError ? (
            <LoadError text="People could not be loaded." error={users.error} onRetry={() => void users.refetch()} />
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="People">
              {users.data.map((person) => (
                <PersonRow
                  key={`${person.id}-${person.role}-${person.languages.join()}-${person.canPublish}-${person.canReview}`}
                  person={person}
                  isYou={person.id === viewer?.id}
                  busy={remove.isPending || end.isPending || save.isPending}
                  onSave={(value) => save.mutateAsync({ id: person.id, value })}
                  onEndSessions={() => end.mutate(person.id)}
                  onRemove={() => setRemoving(person)}
                />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="invite-heading" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="invite-heading" className="mb-4 text-xl font-semibold text-slate-900">
            Invite someone
          </h2>
          <InviteForm />
          {pending.length > 0 ? (
            <>
              <h3 className="mt-6 mb-2 font-semibold text-slate-900">Waiting invitations</h3>
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Waiting invitations">
                {pending.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                    <p className="min-w-0 text-sm text-slate-800">
                      <span className="font-medium break-all">{invitation.email}</span>{" "}
                      <Badge variant="outline">{ROLE_LABELS[invitation.role]}</Badge>
                      {invitation.languages.length
                        ? ` ${invitation.languages.map((code) => localeOf(code)?.name ?? code).join(", ")}${invitation.canPublish ? " (may publish)" : ""}${invitation.canReview ? " (may review)" : ""}`
                        : ""}
                      <span className="block text-slate-600">
                        Sent by {invitation.invitedBy}, valid until {day(invitation.expiresAt)}
                      </span>
                    </p>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => withdraw.mutate(invitation.id)}
                      disabled={withdraw.isPending}
                      aria-label={`Withdraw the invitation to ${invitation.email}`}
                    >
                      <MailX aria-hidden="true" />
                      Withdraw
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>

        <section aria-labelledby="rule-heading" className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 id="rule-heading" className="mb-2 flex items-center gap-2 text-xl font-semibold text-slate-900">
            <ShieldCheck className="size-5" aria-hidden="true" />
            Second factor
          </h2>
          <label className="flex items-start gap-3 text-slate-800">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-brand-700"
              checked={policy.data?.requireSecondFactor ?? false}
              disabled={!policy.data || rule.isPending}
              onChange={(e) => rule.mutate({ requireSecondFactor: e.target.checked })}
              aria-describedby="rule-hint"
            />
            <span>
              Require a second factor for everyone
              <span id="rule-hint" className="block text-sm text-slate-600">
                Anyone without one is sent to set it up right after signing in, before anything else. Turn on your own first.
              </span>
            </span>
          </label>
        </section>
      </main>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove person"
        description={
          removing
            ? `Remove ${removing.username}? Their sessions end at once; the pages and images they worked on stay, under their name.`
            : ""
        }
        confirmLabel="Remove"
        destructive
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
        }}
      />
    </>
  );
}
