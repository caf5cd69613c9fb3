import { useState } from 'react';

export type DownloadState = { busy: boolean; failed: boolean; start: (run: () => Promise<void>) => void };

/**
 * The state of one download button: busy while `run` works, failed when it threw (the button works again, to retry).
 * The state belongs to `key` (the document on the page): a page that moves on to another document starts afresh.
 */
export function useDownload(key: string | number): DownloadState {
  const [state, setState] = useState<{ key: string | number; state: 'busy' | 'failed' } | null>(null);
  const current = state?.key === key ? state.state : null;
  const start = (run: () => Promise<void>) => {
    setState({ key, state: 'busy' });
    run().then(
      () => setState((now) => (now?.key === key ? null : now)),
      () => setState((now) => (now === null || now.key === key ? { key, state: 'failed' } : now)),
    );
  };
  return { busy: current === 'busy', failed: current === 'failed', start };
}
