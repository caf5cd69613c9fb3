export { ApplicationChat } from './ui/application-chat';
