export { StudentApplicationsPage } from './ui/student-applications-page';
