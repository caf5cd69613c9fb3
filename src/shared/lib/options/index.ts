export { optionsOf } from './options';
