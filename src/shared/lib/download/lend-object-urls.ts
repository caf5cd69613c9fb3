// For tests only (it imports vitest; nothing in the app imports it): jsdom has no object URLs, which saveFile needs.
import { onTestFinished, vi } from 'vitest';

/**
 * Lends `URL.createObjectURL` (answering `url`) and `URL.revokeObjectURL` for the current test and takes them back when
 * it finishes; returns the createObjectURL mock, to see that a download was handed to the browser.
 */
export function lendObjectUrls(url: string) {
  const createObjectURL = vi.fn((_blob: Blob) => url);
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  onTestFinished(() => {
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });
  return createObjectURL;
}
