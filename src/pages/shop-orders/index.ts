export { MyOrdersPage, ShopOrdersPage } from './ui/shop-orders-page';
