export { ApplicationsPage } from './ui/applications-page';
