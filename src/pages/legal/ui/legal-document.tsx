import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '@/shared/config';
import * as styles from './legal-document.css';

export type LegalSection = { id: string; heading: string; body: ReactNode };

export const LEGAL_UPDATED = '1 April 2026';

/** A legal text: its title, a table of contents that scrolls to and highlights each section, then the sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.meta}>
        {BRAND_NAME} · Last updated {LEGAL_UPDATED}
      </p>
      <div className={styles.intro}>{intro}</div>
      <nav aria-label="Contents" className={styles.toc}>
        <h2 className={styles.tocTitle}>Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={{ search: `?scrollTo=${section.id}&highlight=true` }}>{section.heading}</Link>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
      <p className={styles.links}>
        See also: <Link to="/terms-and-conditions">Terms and conditions</Link> · <Link to="/privacy-policy">Privacy policy</Link> ·{' '}
        <Link to="/cancellation-and-refund-policy">Cancellation and refund policy</Link>
      </p>
    </article>
  );
}
