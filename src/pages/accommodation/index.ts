export { AccommodationPage } from './ui/accommodation-page';
