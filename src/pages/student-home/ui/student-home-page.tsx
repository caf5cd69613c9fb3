import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { useSession } from '@/entities/session';
import { Spinner } from '@/shared/ui/loading-overlay';
import { PageHeading } from '@/shared/ui/page';
import { AnnouncementsPanel } from './announcements-panel';
import { Panel, PanelGrid, PanelList, partOf } from '@/shared/ui/panel';
import { FocusedUniversitiesPanel } from '@/widgets/focused-universities';
import { useFirstAnswers } from '../model/use-first-answers';
import { preloadNewsLists } from './lazy-news-lists';
import { NewUpdatesPanel } from './new-updates-panel';
import { RecommendedCoursesPanel } from './recommended-courses-panel';
import { TasksDuePanel } from './tasks-due-panel';
import { UniversityPaymentsPanel } from './university-payments-panel';
import { WarningsBanner } from './warnings-banner';
import * as styles from './student-home-page.css';

// The student home: warnings first, then applications by status, tasks due, recommended courses, news (what's new
// with reactions, university updates), announcements, and the three panels the guided tour points at. Each panel
// loads, fails and retries on its own. The tour (with XState) loads after the page has painted: it waits for the
// panels anyway.
const GuidedTour = lazy(() => import('@/features/guided-tour').then((module) => ({ default: module.GuidedTour })));
// The applications entity brings the timeline and the date library: its panel loads beside the page, which keeps
// the home route within its JavaScript budget.
const ApplicationCountsPanel = lazy(() => import('./application-counts-panel').then((module) => ({ default: module.ApplicationCountsPanel })));

/** At the latest this long after the page opens, its panels show, whatever is still loading (each with its own spinner). */
const PANELS_LATEST_MS = 3_000;

/** The ids the guided tour looks for (TOUR_TARGETS of features/guided-tour, kept here so the page paints without it). */
const TOUR_TARGETS = { newUpdates: 'tour-new-updates', learnMore: 'tour-learn-more', focusedUniversities: 'tour-focused-universities' } as const;

export function StudentHomePage({ title }: { title: string }) {
  const session = useSession();
  const user = session.user;
  // The warnings stand above the panels, and the panels stand one under another on a phone: the panels show (already
  // loading, mounted hidden) once the page's first answers are in, so that neither a banner nor a panel arriving late
  // pushes the others down (CLS). The applications panel loads its code first, so the wait starts once it has its data.
  const warnings = useQuery(feedQueries.warnings());
  const [countsAnswered, setCountsAnswered] = useState(false);
  const onCountsAnswered = useCallback(() => setCountsAnswered(true), []);
  const shown = useFirstAnswers(countsAnswered, PANELS_LATEST_MS) && !warnings.isPending;
  useEffect(() => {
    void preloadNewsLists();
  }, []);
  return (
    <div>
      <div className={styles.top}>
        <PageHeading title={title} lead={user ? `Welcome back, ${user.first_name}.` : undefined} />
        {/* The tour's "Take the tour" button arrives with its code: its place is kept, so the heading row never grows. */}
        <div className={styles.tourSlot}>
          {user && shown ? (
            <Suspense fallback={null}>
              <GuidedTour userId={user.user_id} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <WarningsBanner />
      {shown ? null : <Spinner label="Loading your home page" />}
      <div hidden={!shown}>
        <HomePanels userId={user?.user_id} onCountsAnswered={onCountsAnswered} />
      </div>
    </div>
  );
}

/**
 * The panels, apart from the page: the page renders again as its warnings, its first answers and its tour arrive, and
 * each of those renders went through every panel (issue 10: four renders of the whole page in the load's busiest
 * second). Memoised on the student and the callback, a panel renders only for its own data.
 */
const HomePanels = memo(function HomePanels({ userId, onCountsAnswered }: { userId: number | undefined; onCountsAnswered: () => void }) {
  return (
    <PanelGrid>
      {userId !== undefined ? (
        <Suspense
          fallback={
            <Panel headingId="home-applications" title="My applications" wide>
              <Spinner label="Loading your applications" />
            </Panel>
          }
        >
          <ApplicationCountsPanel studentUserId={userId} onAnswered={onCountsAnswered} />
        </Suspense>
      ) : null}
      {userId !== undefined ? <TasksDuePanel studentUserId={userId} /> : null}
      {userId !== undefined ? <UniversityPaymentsPanel studentUserId={userId} /> : null}
      {userId !== undefined ? <RecommendedCoursesPanel studentUserId={userId} /> : null}
      <NewUpdatesPanel id={TOUR_TARGETS.newUpdates} />
      <AnnouncementsPanel />
      <Panel id={TOUR_TARGETS.learnMore} headingId="home-learn" title="Learn more">
        <PanelList>
          <li><Link to="/universitysearch">Search universities and courses</Link></li>
          <li><Link to="/services">Services and plans</Link></li>
          <li><Link to="/documents">Documents you need</Link></li>
          <li><Link to="/faq">Frequently asked questions</Link></li>
        </PanelList>
      </Panel>
      <HomeFocusedUniversities />
    </PanelGrid>
  );
});

function HomeFocusedUniversities() {
  const home = useQuery(feedQueries.home());
  return (
    <FocusedUniversitiesPanel
      id={TOUR_TARGETS.focusedUniversities}
      headingId="home-focused"
      query={partOf(home, (data) => data.focused_universities)}
      action={<Link to="/universitysearch">Search all</Link>}
    />
  );
}
