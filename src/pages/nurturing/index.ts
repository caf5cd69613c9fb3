export { NurturingPage } from './ui/nurturing-page';
