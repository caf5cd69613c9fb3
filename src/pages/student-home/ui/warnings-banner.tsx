import { useQuery } from '@tanstack/react-query';
import { feedQueries, type Warning } from '@/entities/feed';
import { Button } from '@/shared/ui/button';
import { Notice, type NoticeTone } from '@/shared/ui/page';
import { FeedLink } from './feed-link';
import * as styles from './student-home-page.css';

const TONE: Record<Warning['severity'], NoticeTone> = { info: 'info', warning: 'warning', danger: 'danger' };

/** The active warnings, most severe first (the server's order), above everything else; nothing when there are none. */
export function WarningsBanner() {
  const warnings = useQuery(feedQueries.warnings());
  if (warnings.isPending) return null;
  if (warnings.isError) {
    return (
      <div className={styles.inlineError} role="alert">
        Warnings could not be loaded.
        <Button variant="ghost" size="sm" onClick={() => warnings.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (warnings.data.length === 0) return null;
  return (
    <section aria-label="Warnings" className={styles.warnings}>
      {warnings.data.map((warning) => (
        <Notice key={warning.warning_id} tone={TONE[warning.severity]}>
          <strong>{warning.title}</strong> {warning.text}
          {warning.link ? (
            <>
              {' '}
              <FeedLink href={warning.link}>Details</FeedLink>
            </>
          ) : null}
        </Notice>
      ))}
    </section>
  );
}
