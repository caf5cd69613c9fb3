import { useLocation } from 'react-router';
import { Dashboard } from './dashboard';

/** The dashboards whose people follow the applications closely get the latest ones in a panel of their own. */
const WITH_LATEST_APPLICATIONS = new Set(['/staff_home', '/accounts_home']);
/** The partner and staff dashboards show the lead statistics as charts (to the roles that may read them). */
const WITH_LEAD_CHARTS = new Set(['/agent_home', '/staff_home']);
/** Accounts open on the money: receivables, overdue, received this month and commission by university. */
const WITH_ACCOUNTS_OVERVIEW = new Set(['/accounts_home']);

/**
 * One dashboard for four routes (spec section 2): /staff_home (counselors, operations, visa, operations managers),
 * /agent_home (agents, franchises, student support), /school_counselor_home and /accounts_home. One page key and one
 * chunk for all four keeps the route table small; the route decides what the page adds.
 */
export function DashboardPage({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <Dashboard
      title={title}
      latestApplications={WITH_LATEST_APPLICATIONS.has(pathname)}
      leadCharts={WITH_LEAD_CHARTS.has(pathname)}
      accountsOverview={WITH_ACCOUNTS_OVERVIEW.has(pathname)}
    />
  );
}
