export { UniversityCommissionPage } from './ui/university-commission-page';
