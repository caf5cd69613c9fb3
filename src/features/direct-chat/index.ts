export { useMarkConversationRead, useSendDirectMessage } from './api/direct-chat.mutations';
