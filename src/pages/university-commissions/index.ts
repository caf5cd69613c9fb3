export { UniversityCommissionsPage } from './ui/university-commissions-page';
