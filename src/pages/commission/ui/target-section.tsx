import { useQuery } from '@tanstack/react-query';
import { commissionQueries, type AnnualTarget } from '@/entities/commission';
import { formatMinor } from '@/shared/lib/money';
import { QueryState } from '@/shared/ui/panel';
import * as styles from './commission-page.css';

const valueText = (target: AnnualTarget, value: number) =>
  target.target_type === 'revenue' ? formatMinor(value, target.currency ?? 'INR') : `${value} ${value === 1 ? 'enrolment' : 'enrolments'}`;

function TargetProgress({ target }: { target: AnnualTarget }) {
  return (
    <>
      <p>
        {valueText(target, target.achieved_value)} of {valueText(target, target.target_value)} · {target.achieved_percent} %
      </p>
      <progress className={styles.progress} max={100} value={Math.min(target.achieved_percent, 100)} aria-label={`Progress towards the ${target.financial_year} target`} />
      <p className={styles.muted}>
        {target.target_type === 'revenue' ? 'Expected commission of your students’ terms with a census date in the year, after reversals.' : 'First terms of your students with a census date in the year, not withdrawn.'}
      </p>
    </>
  );
}

/** The partner's own target: asked first whether one is set (checkAnnualTargetSet), then read with its progress. */
export function OwnTarget({ financialYear }: { financialYear: string }) {
  const isSet = useQuery(commissionQueries.targetSet(financialYear));
  const target = useQuery({ ...commissionQueries.target({ financialYear }), enabled: isSet.data?.is_set === true });
  if (isSet.data === undefined)
    return (
      <QueryState query={isSet} what="the target" isEmpty={() => false} empty="">
        {() => null}
      </QueryState>
    );
  if (!isSet.data.is_set) return <p className={styles.muted}>No target is set for {financialYear}.</p>;
  return (
    <QueryState query={target} what="the target" isEmpty={(t) => t === null} empty={`No target is set for ${financialYear}.`}>
      {(t) => (t ? <TargetProgress target={t} /> : null)}
    </QueryState>
  );
}

/** A partner's target as staff read it (getAnnualTarget naming the partner; null when none is set). */
export function PartnerTarget({ partnerUserId, financialYear }: { partnerUserId: number; financialYear: string }) {
  const target = useQuery(commissionQueries.target({ partnerUserId, financialYear }));
  return (
    <QueryState query={target} what="the target" isEmpty={(t) => t === null} empty={`No target is set for ${financialYear}.`}>
      {(t) => (t ? <TargetProgress target={t} /> : null)}
    </QueryState>
  );
}
