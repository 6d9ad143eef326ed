/**
 * People, invitations and the second-factor rule (docs/product.md, "People"): query keys, reads
 * and changes of the People screen.
 */
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiJson } from "~/lib/api-client";
import type { AccountPolicyDTO, InvitationDTO, InvitationInput, UserDTO, UserUpdateInput } from "~/domain/schemas/people";

export const peopleKeys = {
  users: ["/api/cms/users"] as const,
  invitations: ["/api/cms/invitations"] as const,
  policy: ["/api/cms/account-policy"] as const,
};

export const useUsers = () => useQuery<UserDTO[]>({ queryKey: peopleKeys.users });
export const useInvitations = () => useQuery<InvitationDTO[]>({ queryKey: peopleKeys.invitations });
export const useAccountPolicy = () => useQuery<AccountPolicyDTO>({ queryKey: peopleKeys.policy });

export const invite = (input: InvitationInput) => apiJson<InvitationDTO>("POST", "/api/cms/invitations", input);
export const withdrawInvitation = (id: number) => apiJson<{ success: true }>("DELETE", `/api/cms/invitations/${id}`);
export const updateUser = (id: number, input: UserUpdateInput) => apiJson<UserDTO>("PUT", `/api/cms/users/${id}`, input);
/** Someone's e-mail address, at once; `password` is the administrator's own. */
export const setUserEmail = (id: number, input: { email: string; password: string }) =>
  apiJson<UserDTO>("PUT", `/api/cms/users/${id}/email`, input);
export const removeUser = (id: number) => apiJson<{ success: true }>("DELETE", `/api/cms/users/${id}`);
export const endUserSessions = (id: number) => apiJson<{ ended: number }>("DELETE", `/api/cms/users/${id}/sessions`);
export const setAccountPolicy = (input: AccountPolicyDTO) => apiJson<AccountPolicyDTO>("PUT", "/api/cms/account-policy", input);

export const refreshPeople = (queryClient: QueryClient) =>
  Promise.all(Object.values(peopleKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
