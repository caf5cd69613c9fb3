export { DismissAccommodation } from './ui/dismiss-accommodation';
