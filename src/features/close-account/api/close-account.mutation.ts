import { useMutation } from '@tanstack/react-query';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type CloseAccountBody = PortalComponents['schemas']['AccountDeleteBody'];

/** POST /common/delete-account: the server closes the account and signs every session out. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: async (body: CloseAccountBody) => unwrap(await portalApi.POST('/common/delete-account', { body })).data,
  });
}
