import { Link, Outlet } from 'react-router';
import { BRAND_NAME } from '@/shared/config';
import { LegalFooter } from './legal-footer';
import * as styles from './full-layout.css';

/** The full layout without a menu: sign-in, registration, password pages, the 404 and the legal pages. */
export function FullLayout() {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <aside className={styles.aside}>
        <Link to="/" className={styles.brand} aria-label={`${BRAND_NAME} home`}>
          <span className={styles.logo} aria-hidden="true" />
          {BRAND_NAME}
        </Link>
        <div className={styles.pitch}>
          <p className={styles.pitchTitle}>Your study-abroad journey, in one place.</p>
          <ul className={styles.pitchList}>
            <li>Search universities and courses in 14 countries</li>
            <li>Apply, upload documents and follow every application</li>
            <li>Talk to your counselor whenever you need to</li>
          </ul>
        </div>
        <span aria-hidden="true" />
      </aside>
      <main className={styles.main} id="main" tabIndex={-1}>
        <div className={styles.content}>
          <Outlet />
        </div>
        <LegalFooter className={styles.footer} />
      </main>
    </div>
  );
}
