import { formatDateTime } from '@/shared/lib/date';
import type { FaqCategory } from '../api/faq.queries';
import * as styles from './faq-page.css';

export type FaqGroupProps = {
  group: FaqCategory;
  /** The heading's id (the section is named by it). */
  headingId: string;
  /** Show the answers open (the results of a search: the words found may be in the answer). */
  open: boolean;
};

/** One category's questions, each a native disclosure: the question shows, the answer opens under it. */
export function FaqGroup({ group, headingId, open }: FaqGroupProps) {
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.category}
      </h2>
      <div className={styles.questions}>
        {group.items.map((faq) => (
          <details key={faq.faq_id} className={styles.question} open={open}>
            <summary className={styles.summary}>{faq.question}</summary>
            <div className={styles.answer}>
              <p className={styles.answerText}>{faq.answer}</p>
              <p className={styles.updated}>
                Updated <time dateTime={faq.updated_at}>{formatDateTime(faq.updated_at)}</time>
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
