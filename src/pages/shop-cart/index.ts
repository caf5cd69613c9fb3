export { CartPage } from './ui/cart-page';
