import { lazy, Suspense, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/entities/session';
import { studentQueries } from '@/entities/student';
import { AIS_SECTIONS, AisSectionEditor } from '@/features/edit-ais-section';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice, PageHeading } from '@/shared/ui/page';
import { ErrorState } from '@/shared/ui/state';

// The two questionnaires sit below the seven sections: they load after the page has painted.
const SopAnswersEditor = lazy(() => import('@/features/answer-questionnaires').then((m) => ({ default: m.SopAnswersEditor })));
const CounsellingEditor = lazy(() => import('@/features/answer-questionnaires').then((m) => ({ default: m.CounsellingEditor })));

/** A part of the sheet with its own call: loading, a retry on failure, then its editor. */
function Loaded<T>({ query, what, children }: { query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown }; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError || query.data === undefined)
    return (
      <Notice tone="danger">
        {`${what[0].toUpperCase()}${what.slice(1)} could not be loaded.`} <Button variant="link" onClick={() => query.refetch()}>Try again</Button>
      </Notice>
    );
  return <Suspense fallback={<Spinner label={`Loading ${what}`} />}>{children(query.data)}</Suspense>;
}

/**
 * The Additional Information Sheet: seven sections, each saved through its own call, then the statement-of-purpose
 * questions and the counselling questions.
 */
export function AisPage({ title }: { title: string }) {
  const { user } = useSession();
  const studentUserId = user?.user_id ?? 0;
  const enabled = studentUserId > 0;
  const ais = useQuery({ ...studentQueries.ais(studentUserId), enabled, staleTime: Infinity });
  // Editors own their drafts; these only load once, and saves put the server's answer in the cache.
  const sop = useQuery({ ...studentQueries.sop(studentUserId), enabled, staleTime: Infinity });
  const counselling = useQuery({ ...studentQueries.counselling(studentUserId), enabled, staleTime: Infinity });
  if (ais.isPending) return <Spinner label="Loading your AIS" />;
  if (ais.isError) return <ErrorState title="Your AIS could not be loaded" headingLevel={1} onRetry={ais.refetch} />;
  return (
    <>
      <PageHeading title={title} lead="Tell us about your studies, gaps, tests, travel, work, visas and family. Save each section on its own." />
      <nav aria-label="AIS sections" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' }}>
        {AIS_SECTIONS.map((spec) => (
          <a key={spec.key} href={`#ais-${spec.key}`}>
            {spec.label} ({ais.data[spec.key].length})
          </a>
        ))}
        <a href="#ais-sop">Statement of purpose{sop.data ? ` (${sop.data.answered_count} of ${sop.data.questions.length})` : ''}</a>
        <a href="#ais-counselling">Counselling questions{counselling.data ? ` (${counselling.data.answered_count} of ${counselling.data.questions.length})` : ''}</a>
      </nav>
      {/* Every section stays mounted, so switching between them never drops unsaved edits. */}
      {AIS_SECTIONS.map((spec) => (
        <section key={spec.key} id={`ais-${spec.key}`} aria-labelledby={`ais-${spec.key}-heading`} style={{ marginTop: '1.5rem' }}>
          <h2 id={`ais-${spec.key}-heading`}>{spec.label}</h2>
          <AisSectionEditor studentUserId={studentUserId} spec={spec} items={ais.data[spec.key]} />
        </section>
      ))}
      <section id="ais-sop" aria-labelledby="ais-sop-heading" style={{ marginTop: '1.5rem' }}>
        <h2 id="ais-sop-heading">Statement of purpose</h2>
        <Loaded query={sop} what="the SOP questions">
          {(data) => <SopAnswersEditor studentUserId={studentUserId} sop={data} />}
        </Loaded>
      </section>
      <section id="ais-counselling" aria-labelledby="ais-counselling-heading" style={{ marginTop: '1.5rem' }}>
        <h2 id="ais-counselling-heading">Counselling questions</h2>
        <Loaded query={counselling} what="the counselling questions">
          {(data) => <CounsellingEditor studentUserId={studentUserId} questionnaire={data} />}
        </Loaded>
      </section>
    </>
  );
}
