import { lazy, Suspense } from 'react';
import { Spinner } from '@/shared/ui/loading-overlay';
import type { LeadFormProps } from './lead-form';

// The form's code is fetched as soon as a page that shows it loads (beside the page's own calls), not on first paint.
const loadForm = () => import('./lead-form');
void loadForm();
const LoadedLeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

/** The lead form, with a spinner for the moment its code is still on its way. */
export function LeadForm(props: LeadFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the form" />}>
      <LoadedLeadForm {...props} />
    </Suspense>
  );
}
