import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSession } from '@/entities/session';
import { profileQuery, studentQueries } from '@/entities/student';
import { AddressForm } from '@/features/save-address';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';

/** The student's profile: who they are, their address, and the profile strength meter with what is missing. */
export function ProfilePage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const profile = useQuery(profileQuery());
  const address = useQuery(studentQueries.address());
  const strength = useQuery({ ...studentQueries.strength(studentUserId), enabled: studentUserId > 0 });

  if (profile.isError || address.isError)
    return (
      <ErrorState title="Your profile could not be loaded" headingLevel={1} action={<Button onClick={() => { profile.refetch(); address.refetch(); }}>Try again</Button>}>
        Check your connection and try again.
      </ErrorState>
    );
  if (profile.isPending || address.isPending) return <Spinner label="Loading your profile" />;
  const p = profile.data;
  return (
    <>
      <PageHeading title={title} lead={`${p.first_name} ${p.last_name} · ${p.email}${p.mobile ? ` · ${p.mobile}` : ''}`} />
      <section aria-labelledby="psm-heading">
        <h2 id="psm-heading">Profile strength</h2>
        {strength.isPending ? <Spinner label="Loading the profile strength" /> : null}
        {strength.data ? (
          <>
            <p>
              <meter min={0} max={100} value={strength.data.percent} aria-label="Profile strength">{strength.data.percent}%</meter> {strength.data.percent}% complete
            </p>
            <ul>
              {strength.data.sections.map((section) => (
                <li key={section.key}>
                  {section.label}: {section.percent}%{section.missing.length ? ` — missing ${section.missing.join(', ')}` : ''}
                </li>
              ))}
            </ul>
            <p>
              Fill in your <Link to="/ais">Additional Information Sheet</Link> and upload your <Link to="/documents">documents</Link> to complete it.
            </p>
          </>
        ) : null}
      </section>
      <section aria-labelledby="address-heading">
        <h2 id="address-heading">Address</h2>
        <AddressForm address={address.data} />
      </section>
    </>
  );
}
