export { UniversityUspPage } from './ui/university-usp-page';
