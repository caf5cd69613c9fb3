export { chatQueries, sendChatMessage, markChatMessagesRead } from './api/chat.queries';
