export { DashboardPage } from './ui/dashboard-pages';
