export { StudentHomePage } from './ui/student-home-page';
