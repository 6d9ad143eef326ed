import { adminTitle } from "./guard";
import { ScreenHeader } from "~/components/cms/shell/admin-header";
import { CardListSkeleton, LoadError } from "~/components/cms/shell/list-states";
import { useSystemStatus } from "~/components/cms/system/system-api";
import { SystemChecks, SystemSummary } from "~/components/cms/system/system-checks";
import { SystemFacts } from "~/components/cms/system/system-facts";
import { TestEmail } from "~/components/cms/system/test-email";

export const meta = () => adminTitle("System");

/** System (docs/deploying.md, "The System screen"): the site's health, each problem with what to do, and a test e-mail. Administrators only. */
export default function CmsSystem() {
  const status = useSystemStatus();
  return (
    <>
      <ScreenHeader
        title="System"
        description="How the server, its backups and its mail are doing, and what to do when something is wrong."
      />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {status.isPending ? (
          <CardListSkeleton label="Loading the system's status..." cards={3} />
        ) : status.isError ? (
          <LoadError text="The system's status could not be loaded." error={status.error} onRetry={() => void status.refetch()} />
        ) : (
          <div className="grid gap-8">
            <section aria-labelledby="system-checks-heading" className="grid gap-4">
              <h2 id="system-checks-heading" className="sr-only">
                Checks
              </h2>
              <SystemSummary checks={status.data.checks} />
              <SystemChecks checks={status.data.checks} />
            </section>
            <section aria-labelledby="system-mail-heading">
              <h2 id="system-mail-heading" className="text-lg font-semibold text-slate-900">
                Test the mail
              </h2>
              <p className="mt-1 mb-3 text-sm text-slate-600">
                Sends a short message to your own address, the way the site sends its other mail.
              </p>
              <TestEmail transport={status.data.mail.transport} />
            </section>
            <section aria-labelledby="system-facts-heading">
              <h2 id="system-facts-heading" className="mb-3 text-lg font-semibold text-slate-900">
                Facts
              </h2>
              <SystemFacts status={status.data} />
            </section>
          </div>
        )}
      </main>
    </>
  );
}
