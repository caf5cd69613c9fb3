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

/** Downloads through the bearer-token call and hands the file to the browser under its original name. */
export async function downloadDocument(mapId: number, fileName: string): Promise<void> {
  const { data, response } = await portalApi.GET('/common/student-file/{map_id}', { params: { path: { map_id: mapId } }, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  const url = URL.createObjectURL(data as Blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
