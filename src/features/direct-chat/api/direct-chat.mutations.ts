import { useMutation } from '@tanstack/react-query';
import { chatQueries, markChatMessagesRead, sendChatMessage } from '@/entities/chat';
import { useRefreshingMutation } from '@/shared/api/query';

/** Sends a message to one person; every cached chat list and conversation is read again. */
export function useSendDirectMessage(receiverId: number) {
  return useRefreshingMutation((message: string) => sendChatMessage(receiverId, message), chatQueries.all());
}

/** Marks what one person sent as read; `onRead` follows (the page refreshes the counts). */
export function useMarkConversationRead(fromUserId: number, onRead: () => void) {
  return useMutation({ mutationFn: () => markChatMessagesRead(fromUserId), onSuccess: onRead });
}
