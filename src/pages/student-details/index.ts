export { StudentDetailsPage } from './ui/student-details-page';
