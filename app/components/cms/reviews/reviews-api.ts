/**
 * Review before publishing from the admin screens (docs/product.md, "Reviews"): the queue, a
 * translation's latest review, and the calls that send, approve and return one. Their query keys
 * start with translationKeys.all, so that any page change (shell/page-queries.ts) asks them again.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import { mayReview } from "~/domain/people/page-rules";
import type { Viewer } from "~/domain/people/roles";
import type { ApproveReviewInput, ReturnReviewInput, ReviewDTO, ReviewQueueItemDTO, SendForReviewInput } from "~/domain/schemas/reviews";
import type { LanguageDTO } from "~/domain/schemas/translations";
import { pageKeys, refreshAfterPageChange, translationKeys } from "~/components/cms/shell/page-queries";
import { TRANSLATION_LOCALES } from "~/content/locales";

export const reviewKeys = {
  queue: [...translationKeys.all, "reviews"] as const,
  ofPage: (pageId: number) => [...translationKeys.all, "review", pageId] as const,
};

/** Whether the person reviews the translations of any language (who sees the queue and its entry in the navigation). */
export const isReviewer = (viewer: Viewer | null) => TRANSLATION_LOCALES.some(({ code }) => mayReview(viewer, code));

/** The translations waiting for the caller's review, oldest first. */
export function useReviewQueue({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reviewKeys.queue,
    queryFn: ({ signal }) => apiJson<ReviewQueueItemDTO[]>("GET", "/api/cms/reviews", undefined, signal),
    enabled,
  });
}

/** A translation's latest review, or null when it was never sent for review. */
export function usePageReview(pageId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: reviewKeys.ofPage(pageId),
    queryFn: ({ signal }) => apiJson<ReviewDTO | null>("GET", `/api/cms/pages/${pageId}/review`, undefined, signal),
    enabled,
  });
}

/** Whether the language's translations are reviewed before they are published (on while not known, as the server counts it). */
export function useReviewRequired(locale: string): boolean {
  const languages = useQuery<LanguageDTO[]>({ queryKey: translationKeys.languages });
  return languages.data?.find((language) => language.code === locale)?.reviewRequired ?? true;
}

export const sendForReview = (pageId: number, input: SendForReviewInput) =>
  apiJson<ReviewDTO>("POST", `/api/cms/pages/${pageId}/review`, input);

export const approveReview = (pageId: number, input: ApproveReviewInput) =>
  apiJson<ReviewDTO>("POST", `/api/cms/pages/${pageId}/review/approve`, input);

export const returnReview = (pageId: number, input: ReturnReviewInput) =>
  apiJson<ReviewDTO>("POST", `/api/cms/pages/${pageId}/review/return`, input);

/** After a review changes: what a page change alters (the queue and the page's review are under translationKeys.all), and the page itself. */
export const refreshAfterReview = (queryClient: QueryClient, pageId: number) =>
  Promise.all([refreshAfterPageChange(queryClient, { pageId }), queryClient.invalidateQueries({ queryKey: pageKeys.page(pageId) })]);

/**
 * The facts about a translation that page-rules needs beside the page (its language's review
 * setting and whether it waits for review), and its latest review. `translation` null: an English page, none.
 */
export function useReviewFacts(translation: { id: number; locale: string } | null) {
  const review = usePageReview(translation?.id ?? 0, { enabled: translation !== null });
  const reviewRequired = useReviewRequired(translation?.locale ?? "");
  const facts = translation ? { reviewRequired, inReview: review.data?.state === "in_review" } : {};
  return { facts, review: review.data };
}
