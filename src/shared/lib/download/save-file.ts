/**
 * Hands a file the SPA fetched itself (through a call that carries the bearer token, which a plain link would not)
 * to the browser as a download under `fileName`.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers still read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
