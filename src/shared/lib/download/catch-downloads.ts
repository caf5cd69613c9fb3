// For tests only (it imports vitest; nothing in the app imports it): what a page handed to the browser as a download.
import { onTestFinished } from 'vitest';
import { lendObjectUrls } from './lend-object-urls';

/**
 * Lends object URLs and catches the clicks on download links for the current test; answers the names the files were
 * saved under, in order. Put back when the test finishes.
 */
export function catchDownloads(): string[] {
  lendObjectUrls('blob:download');
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
    else click.call(this);
  };
  onTestFinished(() => {
    HTMLAnchorElement.prototype.click = click;
  });
  return saved;
}

/**
 * A fake server's answer carrying a file name in Content-Disposition, as the PDF calls send it (the body is not read
 * as a PDF by the page: it is handed to the browser as it is).
 */
export const fileAnswer = (fileName: string) =>
  ({ status: 200, message: '%PDF-', headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } }) as const;
