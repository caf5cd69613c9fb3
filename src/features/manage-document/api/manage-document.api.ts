import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { portalApi, unwrap } from '@/shared/api';

export function useRemoveDocument(studentUserId: number, kind: 'document' | 'visa_document') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mapId: number) => {
      const params = { params: { path: { id: studentUserId, map_id: mapId } } };
      return kind === 'document'
        ? unwrap(await portalApi.POST('/common/remove-doc-for-student/{id}/{map_id}', params))
        : unwrap(await portalApi.POST('/common/remove-visa-doc-for-student/{id}/{map_id}', params));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: studentQueries.all() }),
  });
}
