export { sanitizeMobile } from './mobile';
export { formatIntake } from './intake';
