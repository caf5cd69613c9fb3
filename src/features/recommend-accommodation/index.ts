export { RecommendAccommodationDialog, outcomeText } from './ui/recommend-accommodation-dialog';
