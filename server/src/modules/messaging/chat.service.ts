import type { Db } from '../../db/types.ts';
import { badRequest, forbidden, notFound, unprocessable } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import type { Attachments, DocumentFile } from './attachments.ts';
import { chatRepository as repo, type ChatUserRow, type MessageRow } from './chat.repository.ts';

/** An absolute http(s) address or null: the contract's `photo_url` is a URI. */
const photoUri = (value: string | null): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

export const toChatUser = (row: Pick<ChatUserRow, 'user_id' | 'first_name' | 'last_name' | 'user_type' | 'photo_url'>) => ({
  user_id: row.user_id,
  user_firstname: row.first_name,
  user_lastname: row.last_name,
  user_type: row.user_type,
  photo_url: photoUri(row.photo_url),
});

const toMessage = (row: MessageRow, files: Map<number, DocumentFile>) => ({
  message_id: row.message_id,
  sender: toChatUser({ ...row, user_id: row.sender_user_id }),
  message: row.message,
  // A file removed since it was sent is no longer shown.
  attachment: row.attachment_map_id === null ? null : (files.get(row.attachment_map_id) ?? null),
  created_at: row.created_at.toISOString(),
  read_at: row.read_at ? row.read_at.toISOString() : null,
});

export function makeChatService(db: Db, attachments: Attachments) {
  /** 404 for no such user, 403 for someone the caller may not chat with (in that order). */
  async function requireConnection(caller: Caller, otherId: number): Promise<ChatUserRow> {
    const other = await repo.user(db, otherId);
    if (!other) throw notFound('no such user');
    if (other.user_id === caller.userId) throw forbidden('you cannot chat with yourself');
    // Either side reaching the other is enough (an operations manager writes to a student, who may answer).
    const allowed =
      (await repo.isConnection(db, caller.userId, caller.role, other.user_id)) ||
      (await repo.isConnection(db, other.user_id, other.user_type, caller.userId));
    if (!allowed) throw forbidden('this user is not one of your chat connections');
    return other;
  }

  return {
    async connections(caller: Caller, query: { page: number; pageSize: number; search?: string; unreadOnly: boolean }) {
      const { rows, total } = await repo.connections(db, caller.userId, caller.role, {
        search: query.search?.trim() || undefined,
        unreadOnly: query.unreadOnly,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      return {
        items: rows.map((row) => ({
          user: toChatUser(row),
          last_message:
            row.last_message_id === null
              ? null
              : {
                  message_id: row.last_message_id,
                  sender_user_id: row.last_sender_user_id as number,
                  message: row.last_message as string,
                  created_at: (row.last_created_at as Date).toISOString(),
                },
          unread_count: row.unread_count,
        })),
        page: query.page,
        page_size: query.pageSize,
        total,
      };
    },

    async messages(caller: Caller, otherId: number, query: { page: number; pageSize: number; sinceId?: number }) {
      await requireConnection(caller, otherId);
      const { rows, total } = await repo.conversation(db, caller.userId, otherId, {
        sinceId: query.sinceId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const files = await attachments.describe(db, rows.flatMap((r) => (r.attachment_map_id === null ? [] : [r.attachment_map_id])));
      return { items: rows.map((row) => toMessage(row, files)), page: query.page, page_size: query.pageSize, total };
    },

    async send(caller: Caller, receiverId: number, body: { message: string; attachment_map_id?: number }) {
      const text = body.message.trim();
      if (text.length === 0) throw badRequest('invalid request: body/message is blank', [{ field: 'body/message', message: 'must not be blank' }]);
      const receiver = await requireConnection(caller, receiverId);
      if (receiver.deleted_at !== null || !receiver.active) {
        throw unprocessable('this account is deactivated and cannot receive messages', [
          { field: 'path/receiver_id', message: 'is deactivated' },
        ]);
      }
      const files = new Map<number, DocumentFile>();
      if (body.attachment_map_id !== undefined) {
        // The caller reaches the file (the contract's `document` owner rule ran before this); the receiver must too, or
        // they could not open it and the message would show them a file of a student they do not reach.
        const file = (await attachments.describe(db, [body.attachment_map_id])).get(body.attachment_map_id);
        if (!file) {
          throw unprocessable('the attachment is not a stored file', [{ field: 'body/attachment_map_id', message: 'is not a stored file' }]);
        }
        if (!(await attachments.canOpen(db, receiver.user_id, receiver.user_type, file))) {
          throw unprocessable('the receiver cannot open this file', [
            { field: 'body/attachment_map_id', message: 'is a file of a student the receiver does not reach' },
          ]);
        }
        files.set(file.map_id, file);
      }
      const sender = await repo.user(db, caller.userId);
      const stored = await repo.insert(db, caller.userId, receiver.user_id, text, body.attachment_map_id ?? null);
      return toMessage(
        {
          message_id: stored.message_id,
          sender_user_id: caller.userId,
          receiver_user_id: receiver.user_id,
          message: text,
          attachment_map_id: body.attachment_map_id ?? null,
          created_at: stored.created_at,
          read_at: null,
          first_name: sender?.first_name ?? caller.firstName,
          last_name: sender?.last_name ?? caller.lastName,
          user_type: caller.role,
          photo_url: sender?.photo_url ?? null,
        },
        files,
      );
    },

    async markRead(caller: Caller, fromUserId: number) {
      const from = await repo.user(db, fromUserId);
      if (!from) throw notFound('no such user');
      return { marked_read: await repo.markRead(db, caller.userId, fromUserId) };
    },
  };
}
