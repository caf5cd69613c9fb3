import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { feedQueries } from '@/entities/feed';
import { useSession } from '@/entities/session';
import { canCreateStudents } from '@/entities/student';
import { buttonClassName } from '@/shared/ui/button';
import { PageHeading } from '@/shared/ui/page';
import { CountsPanel } from './counts-panel';
import { Panel, PanelGrid, partOf } from '@/shared/ui/panel';
import { Skeleton } from '@/shared/ui/skeleton';
import { FocusedUniversitiesPanel } from '@/widgets/focused-universities';
import * as styles from './dashboard.css';

// The panels with dates (and the applications entity) load beside the page: the counts paint first, and the route
// stays within its JavaScript budget.
const newsPanels = () => import('./news-panels');
const AnnouncementsPanel = lazy(() => newsPanels().then((m) => ({ default: m.AnnouncementsPanel })));
const WhatsNewPanel = lazy(() => newsPanels().then((m) => ({ default: m.WhatsNewPanel })));
const UniversityUpdatesPanel = lazy(() => newsPanels().then((m) => ({ default: m.UniversityUpdatesPanel })));
const LatestApplicationsPanel = lazy(() => import('./latest-applications-panel').then((m) => ({ default: m.LatestApplicationsPanel })));
// The lead charts (and chart.js after them) load only on the dashboards that show them.
// The accounts' money overview (and chart.js after it, with its first chart) loads only on /accounts_home.
const AccountsOverviewPanels = lazy(() => import('./accounts-overview').then((m) => ({ default: m.AccountsOverviewPanels })));
const LeadCharts = lazy(() => import('@/widgets/lead-charts').then((m) => ({ default: m.LeadCharts })));

/** A panel's place while its code loads: rows the size of its list's, so the panels below do not jump. */
function PanelLoading({ title, wide = false, rows = 3, rowHeight = '3.5rem' }: { title: string; wide?: boolean; rows?: number; rowHeight?: string }) {
  return (
    <Panel title={title} wide={wide}>
      <Skeleton label={`Loading ${title.toLowerCase()}`} rows={rows} rowHeight={rowHeight} />
    </Panel>
  );
}

export type DashboardProps = {
  title: string;
  /** Staff follow the applications closely: the latest ones get a panel of their own. */
  latestApplications?: boolean;
  /** The lead statistics as charts (partner and staff dashboards). */
  leadCharts?: boolean;
  /** The money overview of accounts: receivables, overdue, received this month, commission by university. */
  accountsOverview?: boolean;
};

/**
 * The dashboard of everyone who works with students (staff, partners, school counselors, accounts): counts that lead
 * to the lists, what to do next, and the news, from GET /common/home-data. Each panel loads and fails on its own terms:
 * a failed call shows in its panels with a retry, and the rest of the page stays.
 */
export function Dashboard({ title, latestApplications = false, leadCharts = false, accountsOverview = false }: DashboardProps) {
  const { user } = useSession();
  const home = useQuery(feedQueries.home());
  const part = <K extends 'counts' | 'focused_universities' | 'latest_university_updates' | 'latest_announcements' | 'latest_whats_new'>(key: K) => partOf(home, (data) => data[key]);
  const mayCreate = canCreateStudents(user?.user_type);

  return (
    <>
      <PageHeading title={title} lead={user ? `Welcome back, ${user.first_name}.` : undefined} />
      <PanelGrid>
        {accountsOverview ? (
          <Suspense fallback={<PanelLoading title="Receivables" wide rows={2} />}>
            <AccountsOverviewPanels />
          </Suspense>
        ) : null}
        <CountsPanel query={part('counts')} />
        {latestApplications ? (
          <Suspense fallback={<PanelLoading title="Latest applications" wide rows={5} rowHeight="4.75rem" />}>
            <LatestApplicationsPanel />
          </Suspense>
        ) : null}
        <Panel title="Get going" wide>
          <div className={styles.actions}>
            {mayCreate ? (
              <Link to="/student_list?new=1" className={buttonClassName('primary')}>
                Add a student
              </Link>
            ) : null}
            <Link to="/student_list" className={buttonClassName('secondary')}>
              Your students
            </Link>
            <Link to="/student_applications" className={buttonClassName('secondary')}>
              Applications
            </Link>
            <Link to="/universitysearch" className={buttonClassName('secondary')}>
              Find a course
            </Link>
          </div>
        </Panel>
        <Suspense fallback={<PanelLoading title="Announcements" />}>
          <AnnouncementsPanel query={part('latest_announcements')} />
        </Suspense>
        <Suspense fallback={<PanelLoading title="What's new" />}>
          <WhatsNewPanel query={part('latest_whats_new')} />
        </Suspense>
        <Suspense fallback={<PanelLoading title="University updates" />}>
          <UniversityUpdatesPanel query={part('latest_university_updates')} />
        </Suspense>
        <FocusedUniversitiesPanel query={part('focused_universities')} wide action={<Link to="/university-usp">University highlights</Link>} />
        {leadCharts && user ? (
          <Suspense fallback={<PanelLoading title="Lead statistics" wide />}>
            <LeadCharts role={user.user_type} />
          </Suspense>
        ) : null}
      </PanelGrid>
    </>
  );
}
