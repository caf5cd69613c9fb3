import { Dashboard } from './dashboard';

// One dashboard, four routes (spec section 2): the pages differ in what their people follow.

/** /staff_home: counselors, operations, visa and operations managers; with the latest applications. */
export function StaffHomePage({ title }: { title: string }) {
  return <Dashboard title={title} latestApplications />;
}

/** /agent_home: agents, franchises and student support. */
export function AgentHomePage({ title }: { title: string }) {
  return <Dashboard title={title} />;
}

/** /school_counselor_home: school counselors and their linked students. */
export function SchoolCounselorHomePage({ title }: { title: string }) {
  return <Dashboard title={title} />;
}

/** /accounts_home: accounts, who reach every student; with the latest applications. */
export function AccountsHomePage({ title }: { title: string }) {
  return <Dashboard title={title} latestApplications />;
}
