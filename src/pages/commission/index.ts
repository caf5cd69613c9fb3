export { CommissionPage } from './ui/commission-page';
