import { Link } from 'react-router';
import type { PortalComponents } from '@/shared/api';
import { Notice } from '@/shared/ui/page';
import { Spinner } from '@/shared/ui/loading-overlay';
import type { Referral } from '@/features/register-student';

type Profile = PortalComponents['schemas']['ReferrerPublicProfile'];

/** Who the student registers through, from the public profile of the link's agent or school counselor. */
export function ReferrerCard({ referral, profile, loading }: { referral: Referral; profile: Profile | undefined; loading: boolean }) {
  const who = referral.kind === 'agent' ? 'partner' : 'school counselor';
  if (loading) return <Spinner label={`Loading the ${who}’s details`} />;
  if (!profile)
    return <Notice tone="info">You are registering through a {who}’s link. Your account will be linked to them.</Notice>;
  const place = [profile.city, profile.country].filter(Boolean).join(', ');
  return (
    <Notice tone="info">
      <strong>
        You are registering with {profile.first_name} {profile.last_name}
        {profile.organisation ? ` of ${profile.organisation}` : ''}
      </strong>
      {place ? ` (${place})` : ''}. Your account will be linked to them so they can help with your applications.{' '}
      <Link to="/register">Register without a {who}</Link>
    </Notice>
  );
}
