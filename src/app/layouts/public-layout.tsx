import { Link, Outlet } from 'react-router';
import { QueryProvider } from '@/shared/api/query';
import { BRAND_NAME } from '@/shared/config';
import { LegalFooter } from './legal-footer';
import * as styles from './public-layout.css';

/**
 * A public page of the app (the course search, a university's page) as a signed-out visitor sees it: no menu, the
 * page at full width, and the ways into an account. Loaded only when such a page is opened signed out.
 */
export function PublicLayout() {
  return (
    <QueryProvider>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.shell}>
        <header className={styles.topbar}>
          <Link to="/" className={styles.brand} aria-label={`${BRAND_NAME}: sign in`}>
            <span className={styles.logo} aria-hidden="true" />
            {BRAND_NAME}
          </Link>
          <nav aria-label="Account" className={styles.links}>
            <Link to="/" className={styles.link}>
              Sign in
            </Link>
            <Link to="/register" className={styles.link}>
              Create a student account
            </Link>
          </nav>
        </header>
        <main className={styles.main} id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <LegalFooter className={styles.footer} />
      </div>
    </QueryProvider>
  );
}
