import './global.css';

export { vars, media } from './theme.css';
