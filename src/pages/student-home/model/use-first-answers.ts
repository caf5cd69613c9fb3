import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * True once `started` is true and no query of the page is still loading, or at the latest after `latestMs`. The home
 * page keeps its panels hidden (already loading) until then: panels that grew one after another as their answers
 * came moved everything below them on a phone (issue 10: layout shift up to 0.13 on /home). `started` says the page's
 * late starters (a panel whose code loads on its own) have asked for their data, so a quiet moment before they begin
 * is not taken for the end.
 */
export function useFirstAnswers(started: boolean, latestMs: number): boolean {
  const client = useQueryClient();
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const latest = setTimeout(() => setAnswered(true), latestMs);
    return () => clearTimeout(latest);
  }, [latestMs]);
  useEffect(() => {
    if (!started || answered) return;
    const check = () => {
      if (client.isFetching() === 0) setAnswered(true);
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return unsubscribe;
  }, [client, started, answered]);
  return answered;
}
