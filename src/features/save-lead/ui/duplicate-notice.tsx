import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { leadName, leadQueries, personName } from '@/entities/lead';
import { formatDateTime } from '@/shared/lib/date';
import { useDebounced } from '@/shared/lib/debounce';
import { Notice } from '@/shared/ui/page';

/** How long the typing must pause before the duplicate check asks (GET /my-lead/lead-exists). */
export const DUPLICATE_CHECK_DELAY_MS = 400;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const MOBILE = /^\+?[0-9]{6,15}$/;

export type DuplicateNoticeProps = {
  /** The email as typed (trimmed here). */
  email: string;
  /** The mobile after the spec's sanitiser. */
  mobile: string;
  /** The lead being edited, left out of the check. */
  excludeLeadId?: number;
};

/**
 * Whether the caller already has a lead with this email or mobile, asked as the user types (once the typing pauses
 * and the value looks complete): a warning naming the existing lead with a link to it. Says nothing while it asks,
 * when there is none, or when the check itself fails (the save still refuses a duplicate).
 */
export function DuplicateNotice({ email, mobile, excludeLeadId }: DuplicateNoticeProps) {
  const typed = `${EMAIL.test(email.trim()) ? email.trim().toLowerCase() : ''}|${MOBILE.test(mobile) ? mobile : ''}`;
  const key = useDebounced(typed, DUPLICATE_CHECK_DELAY_MS);
  const [checkedEmail, checkedMobile] = key.split('|');
  const check = useQuery({
    ...leadQueries.duplicate({ email: checkedEmail || undefined, mobile: checkedMobile || undefined, excludeLeadId }),
    enabled: key !== '|',
    retry: false,
  });
  const result = check.data;
  if (!result?.exists) return null;
  if (!result.reachable || !result.lead)
    return (
      <Notice tone="warning">
        This {result.matched_on.includes('email') ? 'email address' : 'mobile number'} already belongs to a lead of another partner: one person is one lead,
        so Unipath will not save it as yours.
      </Notice>
    );
  const on = result.matched_on.map((field) => (field === 'email' ? 'email address' : 'mobile number')).join(' and ');
  return (
    <Notice tone="warning">
      You already have a lead with this {on}: <strong>{leadName(result.lead)}</strong> ({result.lead.stage_name}, added {formatDateTime(result.lead.created_at)}
      {result.lead.assigned_to ? `, assigned to ${personName(result.lead.assigned_to)}` : ''}). Saving adds this enquiry to it as a re-enquiry.{' '}
      <Link to={`/my_leads/${result.lead.lead_id}`}>Open the existing lead</Link>
    </Notice>
  );
}
