import { useEffect, useRef, useState } from 'react';
import { QueriesObserver, useQueryClient, type QueryObserverOptions, type QueryObserverResult } from '@tanstack/react-query';
import { appWideReferenceLists } from '@/entities/reference-data';
import { isApiFailure } from '@/shared/api';
import { toast } from '@/shared/ui/toast';
import { pagesShown, whenPageShownAfter } from '../model/first-page';

/** At the latest this long after the layout appears the lists are asked for, whatever the page is still doing. */
export const REFERENCE_LISTS_LATEST_MS = 4_000;

type IdleWindow = Window & { requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/**
 * True once the layout's first page is on screen, its own queries have answered and the browser is idle (or at the latest
 * REFERENCE_LISTS_LATEST_MS after mounting). A page that needs a list asks for it itself (the same query key), so it
 * never waits for this.
 */
function useAfterFirstPage(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const idleWindow = window as IdleWindow;
    let cancelled = false;
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe = () => {};
    const start = () => {
      if (!cancelled) setReady(true);
    };
    const latest = setTimeout(start, REFERENCE_LISTS_LATEST_MS);
    const shownBefore = pagesShown();
    const whenQuiet = () => {
      if (cancelled || client.isFetching() > 0) return;
      unsubscribe();
      if (idleWindow.requestIdleCallback) idle = idleWindow.requestIdleCallback(start, { timeout: 1_000 });
      else timer = setTimeout(start, 0);
    };
    void whenPageShownAfter(shownBefore).then(() => {
      if (cancelled) return;
      unsubscribe = client.getQueryCache().subscribe(whenQuiet);
      whenQuiet();
    });
    return () => {
      cancelled = true;
      clearTimeout(latest);
      clearTimeout(timer);
      unsubscribe();
      if (idle !== undefined) idleWindow.cancelIdleCallback?.(idle);
    };
  }, [client, ready]);
  return ready;
}

/**
 * Loads the reference lists once signed in and keeps them in the query cache for every screen (spec sections 3, 7),
 * after the first page is on screen (issue 10: thirteen lists asked with the page's own calls delayed its data on a
 * phone's network). An answer with a false status shows an administrator error with the server's message (one toast
 * for the whole load); a network failure is only logged. Until then it renders nothing and watches nothing.
 */
export function ReferenceDataLoader() {
  return useAfterFirstPage() ? <ReferenceLists /> : null;
}

function ReferenceLists() {
  const client = useQueryClient();
  const reported = useRef(new Set<string>());
  useEffect(() => {
    // Watched by an observer outside React: with `useQueries`, each of the thirteen answers re-rendered this loader
    // (issue 10: each a React commit on the page's main thread), and nothing on screen depends on them here. The lists
    // stay observed while the layout is mounted, as before. A failed list is not fetched again when the layout mounts
    // again: a refused call sends the browser to the root and back to the layout, which would otherwise ask again,
    // forever.
    const observer = new QueriesObserver(
      client,
      appWideReferenceLists().map((options) => ({ ...(options as QueryObserverOptions), retry: false, retryOnMount: false })),
    );
    let reportedOnce = false;
    const onResults = (results: QueryObserverResult[]) => {
      if (reportedOnce || results.some((result) => result.isPending)) return;
      reportedOnce = true;
      const messages: string[] = [];
      for (const { error } of results) {
        if (!error) continue;
        if (isApiFailure(error) && error.body) {
          if (!reported.current.has(error.body.message)) {
            reported.current.add(error.body.message);
            messages.push(error.body.message);
          }
        } else {
          console.warn('A reference list could not be loaded', error);
        }
      }
      if (messages.length > 0) {
        toast.error('Administrator error', `Some reference data could not be loaded: ${messages.join('; ')}`);
      }
    };
    const unsubscribe = observer.subscribe(onResults);
    onResults(observer.getCurrentResult());
    return unsubscribe;
  }, [client]);

  return null;
}
