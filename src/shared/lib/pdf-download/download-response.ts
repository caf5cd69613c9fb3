/** What an openapi-fetch call answers with `parseAs: 'blob'`: the file, and the response for its status and headers. */
export type FileAnswer = { data?: unknown; response: Response };

/**
 * The file name the server gave in `Content-Disposition` (`attachment; filename="PCI-26-27-3.pdf"`, or the RFC 5987
 * `filename*=UTF-8''…` form), else `fallback`. Only a plain name is taken: no folder, nothing to climb out with.
 */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(disposition);
  let name: string | undefined;
  try {
    name = extended ? decodeURIComponent(extended[1].trim()) : (plain?.[1] ?? plain?.[2]);
  } catch {
    name = plain?.[1] ?? plain?.[2];
  }
  return name && !/[/\\]/.test(name) && name !== '.' && name !== '..' ? name : fallback;
}

/**
 * Hands a file the SPA fetched through a bearer-token call (a plain link would not carry the token) to the browser,
 * under the name the server gave it. Throws when the call failed, so the page can say so.
 */
export async function saveAnswer(answer: Promise<FileAnswer>, fallbackName: string): Promise<void> {
  const [{ data, response }, { saveFile }] = await Promise.all([answer, import('@/shared/lib/download')]);
  if (!response.ok || !data) throw new Error(`HTTP ${response.status}`);
  saveFile(data as Blob, fileNameFrom(response.headers.get('Content-Disposition'), fallbackName));
}
