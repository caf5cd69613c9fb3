import { useMutation } from '@tanstack/react-query';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type PasswordChangeBody = PortalComponents['schemas']['AccountPasswordChangeBody'];

/** POST /common/change-password: this browser stays signed in, the server signs every other one out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: PasswordChangeBody) => unwrap(await portalApi.POST('/common/change-password', { body })).data,
  });
}
