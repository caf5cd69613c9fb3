export { ChangeApplicationStatus } from './ui/change-application-status';
