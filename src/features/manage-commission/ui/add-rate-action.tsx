import { useState } from 'react';
import { saveCommissionRate as saveRateAccess, mayCall } from '@contract/access';
import type { CommissionRate } from '@/entities/commission';
import { useSession } from '@/entities/session';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { AddRateDialog } from './commission-dialogs.lazy';
import * as styles from './add-rate-action.css';

/**
 * "Add rate" for the roles saveCommissionRate allows (nothing for the rest): the button, the form in its dialog (the
 * university chosen beforehand when `universityId` is given) and, once a rate is added, `addedText` of it as a notice.
 */
export function AddRateAction({ universityId, addedText }: { universityId?: number; addedText: (rate: CommissionRate) => string }) {
  const role = useSession().user?.user_type;
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!mayCall(saveRateAccess, role)) return null;
  return (
    <>
      <div className={styles.actions}>
        <Button onClick={() => setAdding(true)}>Add rate</Button>
      </div>
      {notice ? <Notice tone="success">{notice}</Notice> : null}
      {adding ? <AddRateDialog open universityId={universityId} onOpenChange={(open) => (open ? null : setAdding(false))} onAdded={(rate) => setNotice(addedText(rate))} /> : null}
    </>
  );
}
