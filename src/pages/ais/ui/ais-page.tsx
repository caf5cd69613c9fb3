import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { studentQueries } from '@/entities/student';
import { AIS_SECTIONS, AisSectionEditor } from '@/features/edit-ais-section';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';

/** The Additional Information Sheet: seven sections, each saved through its own call. */
export function AisPage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const ais = useQuery({ ...studentQueries.ais(studentUserId), enabled: studentUserId > 0, staleTime: Infinity });
  if (ais.isPending) return <Spinner label="Loading your AIS" />;
  if (ais.isError)
    return (
      <ErrorState title="Your AIS could not be loaded" headingLevel={1} action={<Button onClick={() => ais.refetch()}>Try again</Button>}>
        Check your connection and try again.
      </ErrorState>
    );
  return (
    <>
      <PageHeading title={title} lead="Tell us about your studies, gaps, tests, travel, work, visas and family. Save each section on its own." />
      <nav aria-label="AIS sections">
        {AIS_SECTIONS.map((spec) => (
          <a key={spec.key} href={`#ais-${spec.key}`} style={{ marginRight: '1rem' }}>
            {spec.label} ({ais.data[spec.key].length})
          </a>
        ))}
      </nav>
      {/* Every section stays mounted, so switching between them never drops unsaved edits. */}
      {AIS_SECTIONS.map((spec) => (
        <section key={spec.key} id={`ais-${spec.key}`} aria-labelledby={`ais-${spec.key}-heading`} style={{ marginTop: '1.5rem' }}>
          <h2 id={`ais-${spec.key}-heading`}>{spec.label}</h2>
          <AisSectionEditor studentUserId={studentUserId} spec={spec} items={ais.data[spec.key]} />
        </section>
      ))}
    </>
  );
}
