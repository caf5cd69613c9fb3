import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { profileQuery, studentQueries } from '@/entities/student';
import { AddressForm } from '@/features/save-address';
import { formatDate } from '@/shared/lib/calendar-date';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { DetailList } from '@/shared/ui/detail-list';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { Panel, PanelGrid } from '@/shared/ui/panel';
import { ErrorState } from '@/shared/ui/state';
import * as styles from './profile-page.css';

type SectionKey = 'personal' | 'address' | 'academics' | 'tests' | 'work' | 'documents' | 'preferences' | 'ais';

/** Where a section of the profile strength is filled in (none where the portal has no screen for it yet). */
const WHERE: Readonly<Record<SectionKey, { to: string; label: string } | null>> = {
  personal: null,
  address: { to: '#address-heading', label: 'Fill in your address below' },
  academics: { to: '/ais', label: 'Add them in your Additional Information Sheet' },
  tests: { to: '/ais', label: 'Add your test in the AIS certifications; upload its report in Documents' },
  work: { to: '/ais', label: 'Add it in your Additional Information Sheet' },
  documents: { to: '/documents', label: 'Upload them in Documents' },
  preferences: null,
  ais: { to: '/ais', label: 'Complete your Additional Information Sheet' },
};

/** The student's profile: who they are, the profile strength with where to fill in each missing part, and their address. */
export function ProfilePage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const profile = useQuery(profileQuery());
  const address = useQuery(studentQueries.address());
  const strength = useQuery({ ...studentQueries.strength(studentUserId), enabled: studentUserId > 0 });
  const countries = useQuery(referenceDataQueries.countries());

  if (profile.isError || address.isError)
    return (
      <ErrorState title="Your profile could not be loaded" headingLevel={1} action={<Button onClick={() => { profile.refetch(); address.refetch(); }}>Try again</Button>}>
        Check your connection and try again.
      </ErrorState>
    );
  if (profile.isPending || address.isPending) return <Spinner label="Loading your profile" />;
  const p = profile.data;
  const homeCountry = p.country_id === null ? null : countries.data?.find((c) => c.country_id === p.country_id)?.name ?? null;

  return (
    <>
      <PageHeading title={title} lead="What counselors and universities see about you, and what is still missing." />
      <PanelGrid>
        <Panel title="Personal details" headingId="personal-heading">
          <DetailList empty="Not given" items={[
            { term: 'Name', value: `${p.first_name} ${p.last_name}` },
            { term: 'Email', value: p.email },
            { term: 'Mobile', value: p.mobile },
            { term: 'Date of birth', value: formatDate(p.date_of_birth) },
            { term: 'Home country', value: homeCountry },
            { term: 'Photo', value: p.photo_url ? <img src={p.photo_url} alt="Your profile photo" className={styles.photo} /> : null },
          ]} />
          <p className={styles.note}>
            Changing your date of birth, photo or home country is not available in the portal yet.
          </p>
        </Panel>
        <Panel title="Profile strength" headingId="psm-heading">
          {strength.isPending ? <Spinner label="Loading the profile strength" /> : null}
          {strength.isError ? <ErrorState title="The profile strength could not be loaded" headingLevel={3} onRetry={strength.refetch} /> : null}
          {strength.data ? (
            <>
              <p>
                <meter className={styles.meter} min={0} max={100} value={strength.data.percent} aria-label="Profile strength">{strength.data.percent}%</meter>{' '}
                <strong>{strength.data.percent}% complete</strong>
              </p>
              <ul className={styles.sections}>
                {strength.data.sections.map((section) => {
                  const where = WHERE[section.key];
                  return (
                    <li key={section.key} className={styles.section} aria-label={section.label}>
                      <div className={styles.sectionHead}>
                        <span>{section.label}</span>
                        <Badge tone={section.percent === 100 ? 'success' : section.percent === 0 ? 'danger' : 'warning'}>{section.percent}%</Badge>
                      </div>
                      {section.missing.length > 0 ? (
                        <>
                          <ul className={styles.missing} aria-label={`Missing in ${section.label}`}>
                            {section.missing.map((item) => <li key={item}>{item}</li>)}
                          </ul>
                          {where ? (
                            where.to.startsWith('#') ? <a href={where.to}>{where.label}</a> : <Link to={where.to}>{where.label}</Link>
                          ) : null}
                        </>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </Panel>
        <Panel title="Address" headingId="address-heading" wide>
          <AddressForm address={address.data} />
        </Panel>
      </PanelGrid>
    </>
  );
}
