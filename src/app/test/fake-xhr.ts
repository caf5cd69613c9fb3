import { vi } from 'vitest';

/** What the stand-in XMLHttpRequest saw: the URL opened, the Authorization header, whether progress was reported. */
export type XhrSeen = { url?: string; auth?: string; progress?: boolean };

/**
 * Replaces XMLHttpRequest (the file uploads' transport) with a stand-in that reports half the upload, then answers
 * `answer` after a few milliseconds. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeXhr(answer: { status: number; body: unknown }, seen: XhrSeen = {}): XhrSeen {
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
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
      setTimeout(() => {
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 20);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return seen;
}
