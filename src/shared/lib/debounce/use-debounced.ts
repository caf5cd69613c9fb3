import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: what a search or a check asks about while one types, so that a
 * call goes out when the typing pauses rather than at every key.
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
