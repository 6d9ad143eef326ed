import { useSearchParams } from "react-router";
import { History } from "lucide-react";
import { adminTitle } from "./guard";
import { ActivityEntry } from "~/components/cms/activity/activity-entry";
import { ACTIVITY_PAGE_SIZE, useActivity } from "~/components/cms/activity/activity-api";
import { useUsers } from "~/components/cms/people/people-api";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { CardListSkeleton, EmptyState, LoadError } from "~/components/cms/shell/list-states";
import { Pager } from "~/components/cms/shell/paged-list";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { ACTIVITY_KINDS } from "~/domain/schemas/activity";
import { ACTIVITY_KEPT_DAYS } from "~/domain/schemas/people";

export const meta = () => adminTitle("Activity");

/** Activity (docs/product.md, "Activity"): who did what, newest first, by person and kind; kept one year. Administrators only. */
export default function CmsActivity() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const person = params.get("person") ?? "";
  const kind = params.get("kind") ?? "";
  const activity = useActivity({ page, person, kind });
  const users = useUsers();
  const set = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      if (name !== "page") next.delete("page");
      return next;
    });
  const pages = activity.data ? Math.max(1, Math.ceil(activity.data.total / ACTIVITY_PAGE_SIZE)) : 1;
  return (
    <>
      <ScreenHeader title="Activity" description={`Who did what, and from where. Kept for ${ACTIVITY_KEPT_DAYS} days.`} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <form
          role="search"
          aria-label="Filter the activity"
          className="mb-5 grid gap-3 sm:grid-cols-2 md:max-w-2xl"
          onSubmit={(e) => e.preventDefault()}
        >
          <div>
            <Label htmlFor="activity-person">Person</Label>
            <Select id="activity-person" value={person} onChange={(e) => set("person", e.target.value)}>
              <option value="">Everyone</option>
              {users.data?.map((user) => (
                <option key={user.id} value={String(user.id)}>
                  {user.username}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="activity-kind">What</Label>
            <Select id="activity-kind" value={kind} onChange={(e) => set("kind", e.target.value)}>
              <option value="">Everything</option>
              {Object.entries(ACTIVITY_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
        </form>
        <section aria-labelledby="activity-heading">
          <h2 id="activity-heading" className="sr-only">
            Entries
          </h2>
          {activity.isPending ? (
            <CardListSkeleton label="Loading the activity..." cards={3} />
          ) : activity.isError ? (
            <LoadError text="The activity could not be loaded." error={activity.error} onRetry={() => void activity.refetch()} />
          ) : activity.data.items.length === 0 ? (
            <EmptyState
              icon={History}
              title="Nothing recorded"
              text={person || kind ? "Nothing matches these filters." : "Sign-ins, people changes and page publications appear here."}
            />
          ) : (
            <>
              <p role="status" className="mb-3 text-sm text-slate-600">
                {activity.data.total === 1 ? "1 entry" : `${activity.data.total.toLocaleString("en-US")} entries`}, newest first.
              </p>
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Activity">
                {activity.data.items.map((entry) => (
                  <ActivityEntry key={entry.id} entry={entry} />
                ))}
              </ul>
              <Pager page={page} pages={pages} onPage={(n) => set("page", n > 1 ? String(n) : "")} label="Activity pages" />
            </>
          )}
        </section>
      </main>
    </>
  );
}
