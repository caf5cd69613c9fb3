import { portalApi } from '@/shared/api';

/**
 * Downloads one stored file through the bearer-token call (GET /common/student-file/{map_id}) and hands it to the
 * browser under its uploaded name. A plain link would not carry the token.
 */
export async function downloadStudentFile(mapId: number, fileName: string): Promise<void> {
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
