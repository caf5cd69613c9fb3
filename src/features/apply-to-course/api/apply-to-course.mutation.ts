import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueries } from '@/entities/application';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type ApplyBody = PortalComponents['schemas']['ApplicationCreateBody'];

export function useApplyToCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplyBody) => unwrap(await portalApi.POST('/common/applications', { body })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: applicationQueries.all() }),
  });
}
