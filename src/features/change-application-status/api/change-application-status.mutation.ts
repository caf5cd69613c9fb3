import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationQueries } from '@/entities/application';
import { portalApi, unwrap, type PortalComponents } from '@/shared/api';

export type StatusChangeBody = PortalComponents['schemas']['ApplicationStatusChangeBody'];

export function useChangeApplicationStatus(saMapperId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: StatusChangeBody) =>
      unwrap(await portalApi.POST('/common/applications/{sa_mapper_id}/status', { params: { path: { sa_mapper_id: saMapperId } }, body })).data,
    onSettled: () => client.invalidateQueries({ queryKey: applicationQueries.all() }),
  });
}
