export { messagePreview } from './message-preview.css';
