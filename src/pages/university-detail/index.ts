export { UniversityDetailPage } from './ui/university-detail-page';
