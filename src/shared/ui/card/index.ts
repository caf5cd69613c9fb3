export { card as cardSurface, marked as cardMarked } from './card.css';
