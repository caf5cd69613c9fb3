import { lazy, Suspense } from 'react';
import { Spinner } from '@/shared/ui/loading-overlay';
import type { ConvertLeadDialogProps } from './convert-lead-dialog';

const LoadedConvertLeadDialog = lazy(() => import('./convert-lead-dialog').then((m) => ({ default: m.ConvertLeadDialog })));

/** The convert dialog, loaded the first time someone converts (the lead's page paints without it). */
export function ConvertLeadDialog(props: ConvertLeadDialogProps) {
  return (
    <Suspense fallback={<Spinner label="Opening the conversion" />}>
      <LoadedConvertLeadDialog {...props} />
    </Suspense>
  );
}
