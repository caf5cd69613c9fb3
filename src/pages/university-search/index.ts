export { UniversitySearchPage } from './ui/university-search-page';
