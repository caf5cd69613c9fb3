import { vi } from 'vitest';

/** What the stand-in XMLHttpRequest saw: the URL opened, the Authorization header, whether progress was reported. */
export type XhrSeen = { url?: string; auth?: string; progress?: boolean; aborted?: boolean };

/**
 * Replaces XMLHttpRequest (the file uploads' transport) with a stand-in that reports half the upload, then answers
 * `answer` after a few milliseconds (`delayMs`, 20 by default); `abort()` drops the answer and reports the abort.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function fakeXhr(answer: { status: number; body: unknown; delayMs?: number }, seen: XhrSeen = {}): XhrSeen {
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    timer: ReturnType<typeof setTimeout> | undefined;
    status = 0;
    responseText = '';
    withCredentials = false;
    open(_method: string, url: string) {
      seen.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') seen.auth = value;
    }
    send() {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      seen.progress = true;
      this.timer = setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, answer.delayMs ?? 20);
    }
    abort() {
      clearTimeout(this.timer);
      seen.aborted = true;
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return seen;
}
