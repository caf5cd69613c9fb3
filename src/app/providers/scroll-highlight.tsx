import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { HIGHLIGHT_MS } from '@/shared/config';
import { waitForElement } from '@/shared/lib/dom';

/** How long a page has to render the target before the parameters are dropped anyway. */
const TARGET_WAIT_MS = 10_000;
const FLAG_VALUES = new Set(['', 'true', '1', 'yes']);

/**
 * Query parameters `scrollTo` and `highlight` (spec section 2): scroll to the element with that id and flash it for
 * 3 s, then remove both from the URL. `highlight` may name the element itself or just be a flag (`highlight=true`)
 * for the `scrollTo` target.
 */
export function ScrollHighlight() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const scrollTo = params.get('scrollTo');
    const highlight = params.get('highlight');
    if (scrollTo === null && highlight === null) return;
    const highlightId = highlight !== null && !FLAG_VALUES.has(highlight) ? highlight : null;
    const scrollId = scrollTo || highlightId;
    const flashId = highlightId ?? (highlight !== null ? scrollTo : null) ?? scrollTo;

    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let flashed: HTMLElement | null = null;

    const dropParams = () => {
      if (flashed) flashed.removeAttribute('data-highlighted');
      const rest = new URLSearchParams(location.search);
      rest.delete('scrollTo');
      rest.delete('highlight');
      const search = rest.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash }, { replace: true });
    };

    void (async () => {
      const target = scrollId ? await waitForElement(scrollId, TARGET_WAIT_MS) : null;
      if (cancelled) return;
      target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      flashed = flashId ? (flashId === scrollId ? target : document.getElementById(flashId)) : null;
      if (flashed) {
        flashed.setAttribute('data-highlighted', 'true');
        if (!flashed.hasAttribute('tabindex')) flashed.setAttribute('tabindex', '-1');
        flashed.focus({ preventScroll: true });
      }
      timer = setTimeout(() => {
        if (!cancelled) dropParams();
      }, HIGHLIGHT_MS);
    })();

    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
      flashed?.removeAttribute('data-highlighted');
    };
  }, [location.pathname, location.search, location.hash, navigate]);

  return null;
}
