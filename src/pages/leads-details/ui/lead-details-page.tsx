import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { leadQueries } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import { useMarkLeadsRead } from '@/features/mark-leads-read';
import type { PageNotice } from './lead-details-view';

// The lead's view (its panels, forms and dates) is fetched as soon as the page's code runs, beside the lead's call.
const loadView = () => import('./lead-details-view');
void loadView();
const LeadDetailsView = lazy(() => loadView().then((m) => ({ default: m.LeadDetailsView })));

/** A notice handed over by the page that navigated here (the form after a save). */
function noticeFromState(state: unknown): PageNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { tone, text } = notice as { tone?: unknown; text?: unknown };
  return (tone === 'success' || tone === 'warning') && typeof text === 'string' ? { tone, text } : null;
}

/**
 * /my_leads/{lead_id}: one lead — its details, a follow-up (which may move its stage), the follow-ups and history,
 * who it is assigned to (and reassigning it), an edit link. Opening it marks it read.
 */
export function LeadDetailsPage() {
  const params = useParams();
  const location = useLocation();
  const leadId = /^\d+$/.test(params.lead_id ?? '') ? Number(params.lead_id) : 0;
  const lead = useQuery({ ...leadQueries.detail(leadId), enabled: leadId > 0 });
  const [notice] = useState<PageNotice | null>(() => noticeFromState(location.state));
  const markRead = useMarkLeadsRead();
  const marked = useRef(false);

  const unread = lead.data ? !lead.data.is_read : false;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!unread || marked.current) return;
    marked.current = true;
    mark({ leadIds: [leadId] });
  }, [unread, leadId, mark]);

  if (leadId === 0 || lead.isError) {
    const gone = leadId === 0 || (isApiFailure(lead.error) && (lead.error.status === 403 || lead.error.status === 404));
    return (
      <>
        <PageHeading title="Lead" />
        <ErrorState
          headingLevel={2}
          title={gone ? 'This lead is not one of yours, or it does not exist' : 'The lead could not be loaded'}
          action={gone ? <Link to="/my_leads">Back to your leads</Link> : <Button onClick={() => lead.refetch()}>Try again</Button>}
        >
          {gone ? null : 'Check your connection and try again.'}
        </ErrorState>
      </>
    );
  }
  if (!lead.data)
    return (
      <>
        <PageHeading title="Lead" />
        <Spinner label="Loading the lead" />
      </>
    );

  return (
    <Suspense fallback={<Spinner label="Loading the lead" />}>
      <LeadDetailsView key={lead.data.lead_id} lead={lead.data} initialNotice={notice} />
    </Suspense>
  );
}
