import { lazy, Suspense } from 'react';
import { Spinner } from '@/shared/ui/loading-overlay';
import type { ImportLeadsDialogProps } from './import-leads-dialog';

const LoadedImportLeadsDialog = lazy(() => import('./import-leads-dialog').then((m) => ({ default: m.ImportLeadsDialog })));

/** The import dialog, loaded the first time someone imports. */
export function ImportLeadsDialog(props: ImportLeadsDialogProps) {
  return (
    <Suspense fallback={<Spinner label="Opening the import" />}>
      <LoadedImportLeadsDialog {...props} />
    </Suspense>
  );
}
