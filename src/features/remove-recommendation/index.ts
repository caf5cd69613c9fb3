export { RemoveRecommendation } from './ui/remove-recommendation';
