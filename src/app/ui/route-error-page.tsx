import { useRouteError } from 'react-router';
import { isChunkLoadError } from '@/shared/lib/lazy';
import * as styles from './route-error-page.css';

/**
 * The error page of the router: a part of the app that did not load (a chunk-load failure or its 120 s timeout)
 * or an unexpected failure, with a reload. Self-contained markup: it must show even when other chunks cannot load.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  if (!chunk) console.error(error);
  return (
    <main className={styles.page}>
      <section role="alert" className={styles.box} aria-labelledby="route-error-title">
        <h1 id="route-error-title" className={styles.title}>
          {chunk ? 'This page did not load' : 'Something went wrong'}
        </h1>
        <p>
          {chunk
            ? 'Part of Unipath could not be downloaded. Check your connection, then reload the page.'
            : 'An unexpected error stopped this page. Reloading usually helps; if it keeps happening, contact support.'}
        </p>
        <button type="button" className={styles.button} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </section>
    </main>
  );
}
