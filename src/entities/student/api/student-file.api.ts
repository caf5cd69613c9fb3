import { portalApi } from '@/shared/api';

/**
 * Downloads one stored file through the bearer-token call (GET /common/student-file/{map_id}) and hands it to the
 * browser under its uploaded name. A plain link would not carry the token.
 */
export async function downloadStudentFile(mapId: number, fileName: string): Promise<void> {
  // The hand-over to the browser is fetched beside the file: the pages that offer a download paint without it.
  const [{ data, response }, { saveFile }] = await Promise.all([
    portalApi.GET('/common/student-file/{map_id}', { params: { path: { map_id: mapId } }, parseAs: 'blob' }),
    import('@/shared/lib/download'),
  ]);
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  saveFile(data as Blob, fileName);
}
