// Direct chat between a user and their connections: the connections, a conversation, sending (with a student's
// stored file attached, described by the student-files area) and marking read.
import type { PortalBody, PortalQuery, PortalSchemas } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Forbidden, Invalid, NotFound, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { documentFiles, type DocumentFile } from '../studentfiles/index.ts';
import * as repo from './chat.repository.ts';
import type { ChatUserRow, ConnectionRow, MessageRow } from './chat.repository.ts';

type ChatMessage = PortalSchemas['ChatMessage'];

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

const toChatUser = (row: Pick<ChatUserRow, 'user_id' | 'first_name' | 'last_name' | 'user_type' | 'photo_url'>) => ({
  user_id: row.user_id,
  user_firstname: row.first_name,
  user_lastname: row.last_name,
  user_type: row.user_type,
  photo_url: photoUri(row.photo_url),
});

const toConnection = (row: ConnectionRow) => ({
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
});

const toMessage = (row: MessageRow, files: Map<number, DocumentFile>): ChatMessage => ({
  message_id: row.message_id,
  sender: toChatUser({ ...row, user_id: row.sender_user_id }),
  message: row.message,
  // A file removed since it was sent is no longer shown.
  attachment: row.attachment_map_id === null ? null : (files.get(row.attachment_map_id) ?? null),
  created_at: row.created_at.toISOString(),
  read_at: row.read_at ? row.read_at.toISOString() : null,
});

export function makeChatService({ db, config }: Pick<Deps, 'db' | 'config'>) {
  const { describe } = documentFiles(config);

  /** 404 for no such user, 403 for someone the caller may not chat with (in that order). */
  async function requireConnection(caller: Caller, otherId: number): Promise<ChatUserRow> {
    const other = await repo.findChatUser(db, otherId);
    if (!other) throw new NotFound('no such user');
    if (other.user_id === caller.userId) throw new Forbidden('you cannot chat with yourself');
    // Either side reaching the other is enough (an operations manager writes to a student, who may answer).
    const allowed =
      (await repo.isConnection(db, caller.userId, caller.role, other.user_id)) ||
      (await repo.isConnection(db, other.user_id, other.user_type, caller.userId));
    if (!allowed) throw new Forbidden('this user is not one of your chat connections');
    return other;
  }

  /** The attachment of a new message: a stored file the receiver may open too (else 422 naming the field). */
  async function attachment(receiver: ChatUserRow, mapId: number): Promise<DocumentFile> {
    // The caller reaches the file (the contract's `document` owner rule ran before this); the receiver must too, or
    // they could not open it and the message would show them a file of a student they do not reach.
    const file = (await describe(db, [mapId])).get(mapId);
    if (!file) {
      throw new Unprocessable('the attachment is not a stored file', [{ field: 'body/attachment_map_id', message: 'is not a stored file' }]);
    }
    if (!(await repo.reachesStudent(db, receiver.user_id, receiver.user_type, file.student_user_id))) {
      throw new Unprocessable('the receiver cannot open this file', [
        { field: 'body/attachment_map_id', message: 'is a file of a student the receiver does not reach' },
      ]);
    }
    return file;
  }

  return {
    async connections(caller: Caller, query: PortalQuery<'listChatConnections'> | undefined) {
      const filter = { search: query?.search?.trim() || undefined, unreadOnly: query?.unread_only ?? false };
      const page = await repo.listConnections(db, caller.userId, caller.role, filter, pageWindow(query));
      return { ...page, items: page.items.map(toConnection) };
    },

    async messages(caller: Caller, otherId: number, query: PortalQuery<'listChatMessages'> | undefined): Promise<Page<ChatMessage>> {
      await requireConnection(caller, otherId);
      const page = await repo.listConversation(db, caller.userId, otherId, query?.since_id, pageWindow(query));
      const files = await describe(db, page.items.flatMap((r) => (r.attachment_map_id === null ? [] : [r.attachment_map_id])));
      return { ...page, items: page.items.map((row) => toMessage(row, files)) };
    },

    async send(caller: Caller, receiverId: number, body: PortalBody<'sendChatMessage'>): Promise<ChatMessage> {
      const text = body.message.trim();
      if (text.length === 0) throw new Invalid([{ field: 'body/message', message: 'must not be blank' }], 'invalid request: body/message is blank');
      const receiver = await requireConnection(caller, receiverId);
      if (receiver.deleted_at !== null || !receiver.active) {
        throw new Unprocessable('this account is deactivated and cannot receive messages', [
          { field: 'path/receiver_id', message: 'is deactivated' },
        ]);
      }
      const files = new Map<number, DocumentFile>();
      if (body.attachment_map_id !== undefined) {
        const file = await attachment(receiver, body.attachment_map_id);
        files.set(file.map_id, file);
      }
      const sender = await repo.findChatUser(db, caller.userId);
      const stored = await repo.insertMessage(db, caller.userId, receiver.user_id, text, body.attachment_map_id ?? null);
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
      if (!(await repo.findChatUser(db, fromUserId))) throw new NotFound('no such user');
      return { marked_read: await repo.markRead(db, caller.userId, fromUserId) };
    },
  };
}

export type ChatService = ReturnType<typeof makeChatService>;
