export { ShopOrderPage } from './ui/shop-order-page';
