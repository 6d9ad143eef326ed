/** The System screen's data (docs/deploying.md, "The System screen"): the site's health, and the test e-mail. */
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import { type SystemStatus, type TestEmailResult, systemStatusSchema, testEmailResultSchema } from "~/domain/schemas/system";

export const SYSTEM_URL = "/api/cms/system";

export function useSystemStatus() {
  return useQuery<SystemStatus>({
    queryKey: [SYSTEM_URL],
    queryFn: async ({ signal }) => systemStatusSchema.parse(await apiJson("GET", SYSTEM_URL, undefined, signal)),
  });
}

export function useTestEmail() {
  return useMutation<TestEmailResult>({
    mutationFn: async () => testEmailResultSchema.parse(await apiJson("POST", `${SYSTEM_URL}/test-email`)),
  });
}
