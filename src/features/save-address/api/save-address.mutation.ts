import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type AddressBody = PortalComponents['schemas']['AddressBody'];

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddressBody) => unwrap(await portalApi.POST('/common/save-user-address', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: studentQueries.all() }),
  });
}
