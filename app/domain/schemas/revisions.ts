/**
 * Revisions and the trash: answers and the restore payload (browser-safe, zod only).
 */
import { z } from "zod";
import { versionSchema } from "./common";
import type { PageFieldsDTO, PageStatus } from "./pages";
import type { SectionDTO } from "./sections";

/** GET /api/cms/pages/{id}/revisions: one saved state of a page, newest first. */
export interface RevisionSummaryDTO {
  id: number;
  /** The page version this save produced. */
  version: number;
  createdAt: string;
  /** The username of the administrator who saved. */
  author: string;
  /** What changed, in a sentence: "Title changed; 2 sections edited, 1 added". */
  summary: string;
}

/** GET /api/cms/pages/{id}/revisions/{revisionId}: a revision with the page as it was saved. */
export interface RevisionDTO extends RevisionSummaryDTO {
  page: PageFieldsDTO & { sections: SectionDTO[] };
}

/** POST /api/cms/pages/{id}/revisions/{revisionId}/restore: the version the client holds. */
export const restorePayloadSchema = z.object(
  { version: versionSchema },
  { error: "Request body must be a JSON object with the version you hold" },
);

/** GET /api/cms/trash: the pages in the trash, most recently deleted first. */
export interface TrashedPageDTO {
  id: number;
  title: string;
  /** The English page's slug (a translation's too: see `locale`). */
  slug: string;
  /** "en", or the language of a translation. */
  locale: string;
  status: PageStatus;
  deletedAt: string;
  /** The username of the administrator who deleted it. */
  deletedBy: string;
}
