import { useEffect, useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import { appWideReferenceLists } from '@/entities/reference-data';
import { isApiFailure } from '@/shared/api';
import { toast } from '@/shared/ui/toast';

/**
 * Loads the reference lists once signed in and keeps them in the query cache for every screen (spec sections 3, 7).
 * An answer with a false status shows an administrator error with the server's message (one toast for the whole
 * load); a network failure is only logged.
 */
export function ReferenceDataLoader() {
  // A failed list is not fetched again when the layout mounts again: a refused call sends the browser to the root
  // and back to the layout, which would otherwise ask again, forever.
  const results = useQueries({
    queries: appWideReferenceLists().map((options) => ({ ...options, retry: false, retryOnMount: false })),
  });
  const reported = useRef(new Set<string>());
  const settled = results.every((result) => !result.isPending);
  const errors = results.map((result) => result.error);
  const errorKey = errors.map((error) => (error ? (error as Error).message : '')).join('|');

  useEffect(() => {
    if (!settled) return;
    const messages: string[] = [];
    for (const error of errors) {
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
    // `errors` is a fresh array each render: the settled flag and the errors' messages say when to look again.
  }, [settled, errorKey]);

  return null;
}
