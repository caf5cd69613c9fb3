import { portalApi } from '@/shared/api';
import { saveFile } from '@/shared/lib/download';

/**
 * Downloads one stored file through the bearer-token call (GET /common/student-file/{map_id}) and hands it to the
 * browser under its uploaded name. A plain link would not carry the token.
 */
export async function downloadStudentFile(mapId: number, fileName: string): Promise<void> {
  const { data, response } = await portalApi.GET('/common/student-file/{map_id}', { params: { path: { map_id: mapId } }, parseAs: 'blob' });
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  saveFile(data as Blob, fileName);
}
