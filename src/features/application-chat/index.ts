export { ApplicationChat } from './ui/application-chat';
export type { ApplicationChatProps } from './ui/application-chat';
