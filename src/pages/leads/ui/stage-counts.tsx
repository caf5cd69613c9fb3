import { useQuery } from '@tanstack/react-query';
import { leadStatsQueries } from '@/entities/lead';
import { pill, pillList } from '@/shared/ui/pill';
import * as styles from './leads-page.css';
import { formatCount } from '@/shared/lib/number-format';

export type StageCountsProps = { stageId: number | undefined; onStage: (stageId: number | null) => void };

/** The counts are a row of pills that wraps (never scrolls sideways), as toggle buttons. */
const toggle = `${pill} ${styles.stageCount}`;

/**
 * The caller's leads per stage (GET /my-lead/lead-count), above the list: each count filters the list by its stage
 * (pressed while it does). Says nothing while loading, and one line when the counts could not be had.
 */
export function StageCounts({ stageId, onStage }: StageCountsProps) {
  const counts = useQuery(leadStatsQueries.count());
  if (counts.isError) return <p className={styles.muted}>The counts per stage could not be loaded.</p>;
  if (!counts.data) return null;
  const { total, by_stage: stages } = counts.data;
  return (
    <nav aria-label="Leads per stage">
      <ul className={pillList}>
        <li>
          <button type="button" className={toggle} aria-pressed={stageId === undefined} onClick={() => onStage(null)}>
            All <span className={styles.stageNumber}>{formatCount(total)}</span>
          </button>
        </li>
        {stages.map((stage) => (
          <li key={stage.stage_id}>
            <button
              type="button"
              className={toggle}
              aria-pressed={stageId === stage.stage_id}
              onClick={() => onStage(stageId === stage.stage_id ? null : stage.stage_id)}
            >
              {stage.stage_name} <span className={styles.stageNumber}>{formatCount(stage.count)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
