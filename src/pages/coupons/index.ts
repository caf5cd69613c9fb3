export { CouponsPage } from './ui/coupons-page';
