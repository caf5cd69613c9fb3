export { RecommendationsPage } from './ui/recommendations-page';
