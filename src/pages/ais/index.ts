export { AisPage } from './ui/ais-page';
