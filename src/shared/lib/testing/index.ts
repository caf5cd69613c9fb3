// Helpers for the app's unit tests (tests only; nothing in the app imports this).
export { itMapsEach } from './maps-each';
