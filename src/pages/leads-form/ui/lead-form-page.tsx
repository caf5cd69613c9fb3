import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { leadName, leadQueries, type LeadSaveResult } from '@/entities/lead';
import { isApiFailure } from '@/shared/api';
import { urlParam, useUrlState } from '@/shared/lib/url-query';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';
import { LeadForm } from '@/features/save-lead';

/** `?lead_id=` edits that lead; without it the form makes a new one. */
const FORM_PARAMS = { lead_id: urlParam.positiveInt() };

/** What the lead's page says after a save. */
export type LeadNotice = { notice: { tone: 'success' | 'warning'; text: string } };

function noticeAfter(saved: LeadSaveResult): LeadNotice['notice'] {
  const name = leadName(saved);
  if (saved.outcome === 're_enquiry')
    return { tone: 'warning', text: `${name} was already your lead: the enquiry was added to this lead as a re-enquiry instead of making a second one.` };
  if (saved.outcome === 'updated') return { tone: 'success', text: `${name} was saved.` };
  return { tone: 'success', text: `${name} was added to your leads.` };
}

/** /my_leads/lead_form: a new lead, or `?lead_id=` to edit one. After a save the lead's page opens. */
export function LeadFormPage() {
  const { state } = useUrlState(FORM_PARAMS);
  const navigate = useNavigate();
  const leadId = state.lead_id;
  const lead = useQuery({ ...leadQueries.detail(leadId ?? 0), enabled: leadId !== undefined });

  const handleSaved = (saved: LeadSaveResult) => navigate(`/my_leads/${saved.lead_id}`, { state: { notice: noticeAfter(saved) } satisfies LeadNotice });
  const handleCancel = () => navigate(leadId ? `/my_leads/${leadId}` : '/my_leads');

  if (leadId === undefined)
    return (
      <>
        <PageHeading title="New lead" lead="Who enquired, how to reach them and what they are interested in." />
        <LeadForm lead={null} onSaved={handleSaved} onCancel={handleCancel} />
      </>
    );

  if (lead.isPending)
    return (
      <>
        <PageHeading title="Edit lead" />
        <Spinner label="Loading the lead" />
      </>
    );
  if (lead.isError) {
    const gone = isApiFailure(lead.error) && (lead.error.status === 403 || lead.error.status === 404);
    return (
      <>
        <PageHeading title="Edit lead" />
        <ErrorState
          headingLevel={2}
          title={gone ? 'This lead is not one of yours' : 'The lead could not be loaded'}
          action={
            gone ? (
              <Link to="/my_leads">Back to your leads</Link>
            ) : (
              <Button variant="secondary" onClick={() => lead.refetch()}>
                Try again
              </Button>
            )
          }
        />
      </>
    );
  }
  return (
    <>
      <PageHeading title={`Edit ${leadName(lead.data)}`} />
      <LeadForm key={lead.data.lead_id} lead={lead.data} onSaved={handleSaved} onCancel={handleCancel} />
    </>
  );
}
