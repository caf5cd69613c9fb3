export { ShopPage } from './ui/shop-page';
