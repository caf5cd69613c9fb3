import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { referenceDataQueries } from '@/entities/reference-data';
import { useSession } from '@/entities/session';
import { portalApi, unwrap } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { Muted, PageHeading } from '@/shared/ui/page';

// A minimal student home (the full one is issue 5's): the three panels the guided tour points at, and the tour.
// The tour (with XState) loads after the page has painted: it waits for the panels anyway.
const GuidedTour = lazy(() => import('@/features/guided-tour').then((module) => ({ default: module.GuidedTour })));

/** The ids the guided tour looks for (TOUR_TARGETS of features/guided-tour, kept here so the page paints without it). */
const TOUR_TARGETS = { newUpdates: 'tour-new-updates', learnMore: 'tour-learn-more', focusedUniversities: 'tour-focused-universities' } as const;

const card = { padding: '1rem', border: '1px solid #dde3ea', borderRadius: '0.75rem', marginBottom: '1rem' } as const;

export function StudentHomePage({ title }: { title: string }) {
  const session = useSession();
  const updates = useQuery({
    queryKey: ['whats-new', 'home'],
    queryFn: async ({ signal }) => unwrap(await portalApi.GET('/common/whats-new', { params: { query: { page: 1, page_size: 5 } }, signal })).data.items,
  });
  const universities = useQuery(referenceDataQueries.universities());
  const focused = (universities.data ?? []).filter((university) => university.focused).slice(0, 8);
  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '1rem' }}>
        <PageHeading title={title} lead={session.user ? `Welcome back, ${session.user.first_name}.` : undefined} />
        {session.user ? (
          <Suspense fallback={null}>
            <GuidedTour userId={session.user.user_id} />
          </Suspense>
        ) : null}
      </div>
      <section id={TOUR_TARGETS.newUpdates} style={card} aria-labelledby="home-updates">
        <h2 id="home-updates">New updates</h2>
        {updates.data?.length ? (
          <ul>
            {updates.data.map((item) => (
              <li key={item.whats_new_id}>
                <strong>{item.title}</strong> <Muted>{formatDateTime(item.published_at)}</Muted>
              </li>
            ))}
          </ul>
        ) : (
          <Muted>{updates.isPending ? 'Loading…' : 'Nothing new right now.'}</Muted>
        )}
      </section>
      <section id={TOUR_TARGETS.learnMore} style={card} aria-labelledby="home-learn">
        <h2 id="home-learn">Learn more</h2>
        <ul>
          <li><Link to="/universitysearch">Search universities and courses</Link></li>
          <li><Link to="/services">Services and plans</Link></li>
          <li><Link to="/faq">Frequently asked questions</Link></li>
        </ul>
      </section>
      <section id={TOUR_TARGETS.focusedUniversities} style={card} aria-labelledby="home-focused">
        <h2 id="home-focused">Focused universities</h2>
        <ul style={{ listStyle: 'none', padding: 0 }}>
          {focused.map((university) => (
            <li key={university.university_id} data-focused="true" style={{ padding: '0.35rem 0' }}>
              <Link to={`/university-detail/${university.university_id}`}>{university.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
