import { useState } from "react";
import {
  NO_ERRORS,
  firstErrorField,
  pageField,
  sectionField,
  sectionFieldOf,
  withError,
  withoutError,
  type EditorErrors,
} from "./editor-errors";
import { editorIds, fieldElementId, moveButtonAfterMove } from "~/components/cms/editing/editor-ids";
import {
  emptyPage,
  fieldClientId,
  fromPage,
  isDirty,
  moveSection,
  newSection,
  withTitle,
  type ClientId,
  type EditorPage,
  type EditorSection,
  type FieldRef,
  type PageField,
} from "~/components/cms/editing/editor-state";
import { useFocusRequest } from "~/components/cms/editing/use-focus-request";
import { jsonContentProblem } from "~/domain/schemas/sections";
import { fieldProblems, withFieldValue } from "~/components/cms/fields/field-state";
import type { Field } from "~/lib/fields/define";
import type { PageDTO } from "~/domain/schemas/pages";

export type SettingsPatch = Partial<
  Pick<EditorPage, "slug" | "status" | "publishMode" | "scheduledFor" | "metaDescription" | "metaKeywords" | "ogImageId">
>;

/** The fields whose messages an edit of these settings makes stale (the schedule's message goes with the status too). */
function fieldsOf(patch: SettingsPatch): PageField[] {
  return (Object.keys(patch) as Array<keyof SettingsPatch>).flatMap((key): PageField[] => {
    if (key === "publishMode" || key === "scheduledFor") return ["publishedAt"];
    if (key === "status") return ["status", "publishedAt"];
    // The sharing image is chosen from the library: it has no message of its own on screen.
    if (key === "ogImageId") return [];
    return [key];
  });
}
export type SectionPatch = Partial<Pick<EditorSection, "sectionKey" | "sectionType" | "text">>;

/**
 * The page being edited, the saved version it started from, its messages, and every edit the
 * screen offers. An edit clears the message of the field it changes; adding, removing and
 * moving sections keep keyboard focus somewhere sensible.
 */
export function usePageEditor(saved: PageDTO | null) {
  const isNew = saved === null;
  const [baseline, setBaseline] = useState<EditorPage>(() => (saved ? fromPage(saved) : emptyPage()));
  const [page, setPage] = useState<EditorPage>(baseline);
  const [version, setVersion] = useState(saved?.version);
  // The page as the server last answered it: what the header, the schedule and History compare with.
  const [savedPage, setSavedPage] = useState<PageDTO | null>(saved);
  const [errors, setErrors] = useState<EditorErrors>(NO_ERRORS);
  const focus = useFocusRequest();

  const clear = (...refs: FieldRef[]) => setErrors((current) => refs.reduce(withoutError, current));

  return {
    isNew,
    /** A built-in page's (or the settings') field declarations; null for the owner's own pages. */
    fields: savedPage?.fields ?? null,
    page,
    baseline,
    version,
    savedPage,
    errors,
    dirty: isDirty(page, baseline),

    setTitle(title: string) {
      setPage((p) => withTitle(p, title, { isNew }));
      // A new page's empty slug is generated from the title, which answers "Slug is required".
      clear(pageField("title"), ...(isNew && page.slug === "" ? [pageField("slug")] : []));
    },

    change(patch: SettingsPatch) {
      setPage((p) => ({ ...p, ...patch }));
      clear(...fieldsOf(patch).map(pageField));
    },

    updateSection(clientId: ClientId, patch: SectionPatch) {
      setPage((p) => ({ ...p, sections: p.sections.map((s) => (s.clientId === clientId ? { ...s, ...patch } : s)) }));
      clear(...(Object.keys(patch) as Array<keyof SectionPatch>).map((key) => sectionField(clientId, sectionFieldOf(key))));
    },

    addSection() {
      const section = newSection(page.sections);
      setPage((p) => ({ ...p, sections: [...p.sections, section] }));
      // Its heading: the key and type wait under Advanced, the content may still be loading.
      focus(editorIds.section(section.clientId, "heading"));
    },

    /** Puts a section in at `index` (a new block, a copy, one brought back by Undo) and focuses its heading. */
    insertSection(section: EditorSection, index: number) {
      setPage((p) => ({ ...p, sections: [...p.sections.slice(0, index), section, ...p.sections.slice(index)] }));
      focus(editorIds.section(section.clientId, "heading"));
    },

    /** A page without sections starts from a template's (docs/product.md, "Blocks"): focus goes to the first. */
    startFrom(sections: EditorSection[]) {
      setPage((p) => (p.sections.length === 0 ? { ...p, sections } : p));
      if (sections[0]) focus(editorIds.section(sections[0].clientId, "heading"));
    },

    /** Moves the section at `from` to `to` (dragged there), keeping the others in order. */
    moveSectionTo(from: number, to: number) {
      setPage((p) => {
        const moved = p.sections[from];
        if (!moved || to < 0 || to >= p.sections.length || from === to) return p;
        const rest = p.sections.filter((_, i) => i !== from);
        return { ...p, sections: [...rest.slice(0, to), moved, ...rest.slice(to)] };
      });
    },

    removeSection(clientId: ClientId) {
      setPage((p) => ({ ...p, sections: p.sections.filter((s) => s.clientId !== clientId) }));
      focus(editorIds.addSection);
    },

    moveSection(index: number, direction: -1 | 1) {
      const section = page.sections[index];
      if (!section) return;
      setPage((p) => ({ ...p, sections: moveSection(p.sections, index, direction) }));
      focus(editorIds.section(section.clientId, moveButtonAfterMove(index, direction, page.sections.length)));
    },

    /** A field's new value (its section set), or null: Reset to default (its section removed). */
    setFieldValue(field: Field, value: unknown | null) {
      setPage((p) => ({ ...p, sections: withFieldValue(p.sections, field, value) }));
      clear(sectionField(fieldClientId(field.key), "text"));
    },

    /** A field's value is checked as soon as the field is left, as the save would check it. */
    checkField(field: Field) {
      const problem = fieldProblems(page.sections, [field]).get(field.key);
      if (problem) setErrors((current) => withError(current, sectionField(fieldClientId(field.key), "text"), problem));
    },

    /** Swaps two sections in the page's order (a built-in page's other sections move among themselves). */
    swapSections(a: ClientId, b: ClientId) {
      setPage((p) => {
        const i = p.sections.findIndex((s) => s.clientId === a);
        const j = p.sections.findIndex((s) => s.clientId === b);
        if (i === -1 || j === -1) return p;
        const sections = [...p.sections];
        [sections[i], sections[j]] = [sections[j]!, sections[i]!];
        return { ...p, sections };
      });
    },

    /** A json section's content is checked as soon as the field is left. */
    checkContent(section: EditorSection) {
      const problem = jsonContentProblem(section);
      if (problem) setErrors((current) => withError(current, sectionField(section.clientId, "text"), problem));
    },

    /** Shows these messages and moves focus to the first field that has one. */
    showErrors(next: EditorErrors) {
      setErrors(next);
      const first = firstErrorField(next, page);
      if (first) focus(fieldElementId(first));
    },

    /** Shows one more message (the server's, after a refused save) and focuses its field. */
    showFieldError(ref: FieldRef, message: string) {
      setErrors((current) => withError(current, ref, message));
      focus(fieldElementId(ref));
    },

    clearErrors() {
      setErrors(NO_ERRORS);
    },

    /** The page as the server saved it; sections already on screen keep their client ids. */
    markSaved(result: PageDTO) {
      const next = fromPage(result, page);
      setBaseline(next);
      setPage(next);
      setVersion(result.version);
      setSavedPage(result);
    },

    /** A restored version, as the server saved it: it replaces the form, unsaved edits and messages included. */
    loadRestored(result: PageDTO) {
      const next = fromPage(result);
      setBaseline(next);
      setPage(next);
      setVersion(result.version);
      setSavedPage(result);
      setErrors(NO_ERRORS);
    },
  };
}

export type PageEditor = ReturnType<typeof usePageEditor>;
