import { useState } from "react";
import { useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Laptop, LogOut } from "lucide-react";
import { LoadError } from "~/components/cms/shell/list-states";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/use-toast";
import { errorMessage } from "~/lib/api-client";
import type { SessionInfoDTO } from "~/domain/schemas/account";
import { accountKeys, endSession, signOutOthers, useSessions } from "./account-api";
import { ConfirmPassword } from "./confirm-password";

const when = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * Your sessions (docs/product.md, "Account"): each with its device, address and times; another one
 * is ended with your password (ASVS 5.0 7.5.2), or all the others at once; this one is a sign-out.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [ending, setEnding] = useState<SessionInfoDTO | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
  const fail = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorMessage(error, "Please try again.") });

  const end = useMutation({
    mutationFn: ({ session, password }: { session: SessionInfoDTO; password?: string }) => endSession(session.id, password),
    onSuccess: ({ current }) => {
      if (current) {
        queryClient.clear();
        void navigate("/cms/login", { replace: true });
        return;
      }
      setEnding(null);
      toast({ title: "Session signed out" });
      void refresh();
    },
    onError: fail("Session not signed out"),
  });
  const others = useMutation({
    mutationFn: signOutOthers,
    onSuccess: ({ ended }) => {
      toast({ title: ended === 1 ? "1 other session signed out" : `${ended} other sessions signed out` });
      void refresh();
    },
    onError: fail("Sessions not signed out"),
  });

  if (sessions.isPending) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError)
    return <LoadError text="Your sessions could not be loaded." error={sessions.error} onRetry={() => void sessions.refetch()} compact />;
  const list = sessions.data;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Sessions">
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
            <div className="flex min-w-0 items-start gap-3">
              <Laptop className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {session.device} {session.current ? <Badge variant="success">This session</Badge> : null}
                </p>
                <p className="text-sm text-slate-600">
                  {session.ip ?? "Address unknown"} · signed in {when(session.createdAt)} · last seen {when(session.lastSeenAt)}
                </p>
              </div>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => (session.current ? end.mutate({ session }) : setEnding(session))}
              aria-label={
                session.current
                  ? "Sign out of this session"
                  : `Sign out the session of ${session.device}, last seen ${when(session.lastSeenAt)}`
              }
            >
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </li>
        ))}
      </ul>
      {ending ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
          <p className="mb-2 text-sm text-slate-700">Sign out the session of {ending.device}: confirm with your password.</p>
          <ConfirmPassword
            label="Sign out that session"
            busy={end.isPending}
            onSubmit={(password) => end.mutate({ session: ending, password })}
          />
        </div>
      ) : null}
      {list.length > 1 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Sign out all other sessions</h3>
          <ConfirmPassword
            label="Sign out other sessions"
            variant="outline"
            busy={others.isPending}
            onSubmit={(password) => others.mutate(password)}
          />
        </div>
      ) : null}
    </div>
  );
}
