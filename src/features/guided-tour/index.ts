export { GuidedTour } from './ui/guided-tour';
export { TOUR_TARGETS } from './model/guided-tour.machine';
export type { TourStep } from './model/guided-tour.machine';
