export { StaffHomePage, AgentHomePage, SchoolCounselorHomePage, AccountsHomePage } from './ui/dashboard-pages';
