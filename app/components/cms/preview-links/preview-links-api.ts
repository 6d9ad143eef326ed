/**
 * A page's preview links (docs/product.md, "Preview links"): the query key, the list, making one
 * and withdrawing one.
 */
import { useQuery } from "@tanstack/react-query";
import { apiJson, apiRequest } from "~/lib/api-client";
import type { CreatedPreviewLinkDTO, PreviewLinkDTO } from "~/domain/preview-links";

export const previewLinksKey = (pageId: number) => [`/api/cms/pages/${pageId}/preview-links`] as const;

// Openings change without anyone on this screen: read afresh each time the dialog opens.
export const usePreviewLinks = (pageId: number, enabled: boolean) =>
  useQuery<PreviewLinkDTO[]>({ queryKey: previewLinksKey(pageId), staleTime: 0, enabled });

export const createPreviewLink = (pageId: number, expiresInDays: number) =>
  apiJson<CreatedPreviewLinkDTO>("POST", `/api/cms/pages/${pageId}/preview-links`, { expiresInDays });

export const withdrawPreviewLink = (id: number) => apiRequest("DELETE", `/api/cms/preview-links/${id}`);
