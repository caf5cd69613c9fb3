export { waitForElement } from './wait-for-element';
