export { UniversityCommissionsPage } from './ui/university-commissions-page';
export { UniversityCommissionPage } from './ui/university-commission-page';
