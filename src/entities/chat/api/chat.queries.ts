import { portalApi, unwrap } from '@/shared/api';
import { apiQuery } from '@/shared/api/query';

// Direct chat between the caller and the people they work with (the /chat screen): the connections, one
// conversation, and the two calls that change them. Pages invalidate by `chatQueries.all()`.
export const chatQueries = {
  all: () => ['chat'] as const,
  connections: (search: string) =>
    apiQuery([...chatQueries.all(), 'connections', search], (signal) =>
      portalApi.GET('/common/chats/connections', { params: { query: { page_size: 100, ...(search ? { search } : {}) } }, signal }),
    ),
  conversation: (userId: number) =>
    apiQuery([...chatQueries.all(), 'conversation', userId], (signal) =>
      portalApi.GET('/common/chats/message/{receiver_id}', { params: { path: { receiver_id: userId }, query: { page_size: 100 } }, signal }),
    ),
};

/** POST /common/chats/message/{receiver_id}: the stored message. */
export async function sendChatMessage(receiverId: number, message: string) {
  return unwrap(await portalApi.POST('/common/chats/message/{receiver_id}', { params: { path: { receiver_id: receiverId } }, body: { message } })).data;
}

/** POST /common/chats/message/set-read/{from_user_id}: how many messages became read. */
export async function markChatMessagesRead(fromUserId: number) {
  return unwrap(await portalApi.POST('/common/chats/message/set-read/{from_user_id}', { params: { path: { from_user_id: fromUserId } } })).data;
}
