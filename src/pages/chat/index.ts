export { ChatPage } from './ui/chat-page';
