export { StudentListPage } from './ui/student-list-page';
