import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatQueries, markChatMessagesRead, sendChatMessage } from '@/entities/chat';

/** Sends a message to one person; every cached chat list and conversation is read again. */
export function useSendDirectMessage(receiverId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendChatMessage(receiverId, message),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatQueries.all() }),
  });
}

/** Marks what one person sent as read; `onRead` follows (the page refreshes the counts). */
export function useMarkConversationRead(fromUserId: number, onRead: () => void) {
  return useMutation({ mutationFn: () => markChatMessagesRead(fromUserId), onSuccess: onRead });
}
