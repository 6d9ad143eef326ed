import { useEffect, useRef, useState } from "react";
import { Link, useBlocker, useNavigate } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Eye, FilePlus2, Loader2, Plus, Save } from "lucide-react";
import { AdminHeader } from "./admin-header";
import {
  emptyPage,
  fromPage,
  isDirty,
  jsonProblem,
  moveSection,
  newSection,
  validatePage,
  withTitle,
  type EditorErrors,
  type EditorPage,
  type EditorSection,
} from "./editor-state";
import { publicPathOf } from "./format";
import { PageSettings } from "./page-settings";
import { SectionEditor } from "./section-editor";
import { StatusBadge } from "./status-badge";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Button, buttonClasses } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { ApiError, apiJson, errorMessage } from "~/lib/api-client";
import type { PageDTO, PagePayload } from "~/lib/cms-schemas";
import { queryKeys } from "~/lib/query-client";

const CONFLICT_FALLBACK = "This page was changed somewhere else since you opened it. Reload the page to see the latest version, then make your changes again.";

/** The editor of one page: `saved` is null for a new page. */
export function PageEditorForm({ saved }: { saved: PageDTO | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isNew = saved === null;
  const [baseline, setBaseline] = useState<EditorPage>(() => (saved ? fromPage(saved) : emptyPage()));
  const [page, setPage] = useState<EditorPage>(baseline);
  const [version, setVersion] = useState(saved?.version);
  const [errors, setErrors] = useState<EditorErrors>({});
  const dirty = isDirty(page, baseline);

  // Read at navigation time, after the latest render: a successful save may navigate at once.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leavingAfterSave = useRef(false);
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !leavingAfterSave.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const save = useMutation({
    mutationFn: (payload: PagePayload) =>
      saved ? apiJson<PageDTO>("PUT", `/api/cms/pages/${saved.id}`, payload) : apiJson<PageDTO>("POST", "/api/cms/pages", payload),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.page(result.id), result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.pages, exact: true });
      toast({ title: "Page saved successfully" });
      if (isNew) {
        leavingAfterSave.current = true;
        void navigate(`/cms/pages/${result.id}`, { replace: true });
        return;
      }
      const next = fromPage(result, page);
      setBaseline(next);
      setPage(next);
      setVersion(result.version);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ variant: "destructive", title: "Page changed elsewhere", description: errorMessage(error, CONFLICT_FALLBACK) });
        return;
      }
      toast({ variant: "destructive", title: "Save failed", description: errorMessage(error, "Failed to save page") });
    },
  });

  function submit() {
    if (save.isPending) return;
    const result = validatePage(page, version);
    if (!result.ok) {
      setErrors(result.errors);
      toast({ variant: "destructive", title: "Please check the page", description: Object.values(result.errors)[0] });
      focusFirstError(result.errors, page);
      return;
    }
    setErrors({});
    save.mutate(result.payload);
  }

  // Ctrl+S / Cmd+S saves from anywhere in the editor.
  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") {
        event.preventDefault();
        submitRef.current();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });

  function updateSection(clientId: string, patch: Partial<EditorSection>) {
    setPage((p) => ({ ...p, sections: p.sections.map((s) => (s.clientId === clientId ? { ...s, ...patch } : s)) }));
    for (const field of Object.keys(patch)) clearError(`section:${clientId}:${field === "sectionType" ? "text" : field}`);
  }

  function addSection() {
    const section = newSection(page.sections);
    setPage((p) => ({ ...p, sections: [...p.sections, section] }));
    focusSoon(`section-${section.clientId}-key`);
  }

  function removeSection(clientId: string) {
    setPage((p) => ({ ...p, sections: p.sections.filter((s) => s.clientId !== clientId) }));
    focusSoon("add-section");
  }

  function move(index: number, direction: -1 | 1) {
    const section = page.sections[index];
    if (!section) return;
    setPage((p) => ({ ...p, sections: moveSection(p.sections, index, direction) }));
    // Keep focus on the moved section's button; at either end it becomes disabled, so use the other.
    const target = index + direction;
    const atEnd = target === 0 || target === page.sections.length - 1;
    const same = direction === -1 ? "up" : "down";
    const other = direction === -1 ? "down" : "up";
    focusSoon(`section-${section.clientId}-${atEnd ? other : same}`);
  }

  const savedStatus = saved ? baseline.status : "draft";

  return (
    <>
      <AdminHeader sticky>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{isNew ? "New Page" : "Edit Page"}</h1>
            <StatusBadge status={savedStatus} />
            {dirty ? <span className="text-sm font-medium text-amber-800">Unsaved changes</span> : null}
          </div>
          {saved ? <p className="mt-1 truncate text-sm text-slate-600">{baseline.title}</p> : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/cms/dashboard" className={buttonClasses({ variant: "ghost", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Link>
          {saved ? (
            <a
              href={publicPathOf(baseline.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              <Eye aria-hidden="true" />
              Preview
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          <Button size="sm" onClick={submit} disabled={save.isPending} aria-keyshortcuts="Control+S Meta+S">
            {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {save.isPending ? "Saving..." : "Save"}
          </Button>
        </div>
      </AdminHeader>

      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[20rem_1fr] lg:items-start">
        <PageSettings
          page={page}
          errors={errors}
          onTitle={(title) => {
            setPage((p) => withTitle(p, title, { isNew }));
            clearError("title");
            if (isNew && page.slug === "") clearError("slug");
          }}
          onChange={(patch) => {
            setPage((p) => ({ ...p, ...patch }));
            for (const key of Object.keys(patch)) clearError(key);
          }}
        />

        <section aria-labelledby="content-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 id="content-heading" className="text-lg font-semibold text-slate-900">
              Page Content
            </h2>
            {page.sections.length > 0 ? (
              <Button id="add-section" variant="outline" size="sm" onClick={addSection}>
                <Plus aria-hidden="true" />
                Add Section
              </Button>
            ) : null}
          </div>
          {page.sections.length === 0 ? (
            <div className="rounded-lg border-2 border-dashed border-slate-300 px-6 py-10 text-center">
              <FilePlus2 className="mx-auto size-9 text-slate-400" aria-hidden="true" />
              <p className="mt-3 font-semibold text-slate-900">No content sections yet</p>
              <p className="mt-1 text-sm text-slate-600">Sections hold the text, HTML or data of this page, in order.</p>
              <Button id="add-section" size="sm" className="mt-5" onClick={addSection}>
                <Plus aria-hidden="true" />
                Add Your First Section
              </Button>
            </div>
          ) : (
            <ol className="grid gap-4" aria-label="Content sections">
              {page.sections.map((section, index) => (
                <SectionEditor
                  key={section.clientId}
                  section={section}
                  index={index}
                  count={page.sections.length}
                  errors={{
                    sectionKey: errors[`section:${section.clientId}:sectionKey`],
                    text: errors[`section:${section.clientId}:text`],
                  }}
                  onChange={(patch) => updateSection(section.clientId, patch)}
                  onMove={(direction) => move(index, direction)}
                  onRemove={() => removeSection(section.clientId)}
                  onContentBlur={() => {
                    const problem = jsonProblem(section);
                    if (problem) setErrors((e) => ({ ...e, [`section:${section.clientId}:text`]: problem }));
                  }}
                />
              ))}
            </ol>
          )}
        </section>
      </main>

      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => {
          // Radix closes the dialog after "Leave" too: only a cancel resets the blocker.
          if (!open && blocker.state === "blocked" && !leaving.current) blocker.reset();
          leaving.current = false;
        }}
        title="Leave without saving?"
        description="This page has changes that are not saved yet. If you leave now, they will be lost."
        cancelLabel="Stay on this page"
        confirmLabel="Leave without saving"
        destructive
        onConfirm={() => {
          if (blocker.state !== "blocked") return;
          leaving.current = true;
          blocker.proceed();
        }}
      />
    </>
  );
}

function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** Focus the first field with a message, in the order the screen shows them. */
function focusFirstError(errors: EditorErrors, page: EditorPage) {
  const order = [
    ["title", "page-title"],
    ["slug", "page-slug"],
    ["status", "page-status"],
    ["metaDescription", "page-meta-description"],
    ["metaKeywords", "page-meta-keywords"],
    ...page.sections.flatMap((s) => [
      [`section:${s.clientId}:sectionKey`, `section-${s.clientId}-key`],
      [`section:${s.clientId}:text`, `section-${s.clientId}-content`],
    ]),
  ];
  const first = order.find(([key]) => key! in errors);
  if (first) focusSoon(first[1]!);
}
