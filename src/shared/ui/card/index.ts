export { box as boxSurface, card as cardSurface, marked as cardMarked } from './card.css';
