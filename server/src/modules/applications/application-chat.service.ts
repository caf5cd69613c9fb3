// The chat thread of one application: the student and everyone working on them write in it.
import type { PortalBody, PortalQuery } from '../../contract-types.ts';
import type { Caller } from '../../domain/caller.ts';
import { Invalid, TooMany, Unprocessable } from '../../domain/errors.ts';
import { pageWindow, type Page } from '../../domain/lists/index.ts';
import type { Deps } from '../../platform/deps.ts';
import { documentFiles } from '../studentfiles/index.ts';
import * as chat from './application-chat.repository.ts';
import { requireStudentApplication, tellStudentAndWorkers } from './applications.service.ts';
import { iso, type Schemas } from './shared.ts';

type ChatMessage = Schemas['ChatMessage'];

/** At most this many messages per sender per minute across application chats (429 beyond). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

export function makeApplicationChatService({ db, config, clock }: Pick<Deps, 'db' | 'config' | 'clock'>) {
  /** A student's stored files as the student-files area answers them (with their download address). */
  const files = documentFiles(config);

  async function toMessages(rows: chat.MessageRow[]): Promise<ChatMessage[]> {
    const mapIds = rows.map((r) => r.attachment_map_id).filter((id): id is number => id !== null);
    const attached = await files.describe(db, mapIds);
    return rows.map((r) => ({
      message_id: r.message_id,
      sender: {
        user_id: r.user_id,
        user_firstname: r.first_name,
        user_lastname: r.last_name,
        user_type: r.user_type,
        ...(r.photo_url && /^https?:\/\//.test(r.photo_url) ? { photo_url: r.photo_url } : {}),
      },
      message: r.message,
      attachment: r.attachment_map_id === null ? null : (attached.get(r.attachment_map_id) ?? null),
      created_at: iso(r.created_at),
      read_at: null,
    }));
  }

  /** 429 when the caller has sent their share of messages over the last minute. */
  async function checkPace(caller: Caller): Promise<void> {
    const recent = await chat.recentMessages(db, caller.userId);
    if (recent.n < CHAT_MESSAGES_PER_MINUTE) return;
    const freeAt = (recent.first_at ? new Date(recent.first_at).getTime() : clock.now().getTime()) + 60_000;
    throw new TooMany(
      `at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute; try again shortly`,
      Math.max(1, Math.ceil((freeAt - clock.now().getTime()) / 1000)),
    );
  }

  return {
    /** Newest first, paged; with since_id only the newer messages (polling). */
    async list(studentUserId: number, saMapperId: number, query: PortalQuery<'listApplicationChatMessages'>): Promise<Page<ChatMessage>> {
      await requireStudentApplication(db, studentUserId, saMapperId);
      const page = await chat.listMessages(db, saMapperId, query.since_id ?? 0, pageWindow(query));
      return { ...page, items: await toMessages(page.items) };
    },

    /** Stores a message and tells everyone else on the thread. */
    async send(
      caller: Caller,
      studentUserId: number,
      saMapperId: number,
      body: PortalBody<'sendApplicationChatMessage'>,
    ): Promise<ChatMessage> {
      const text = body.message.trim();
      if (!text) throw new Invalid([{ field: 'body/message', message: 'must not be blank' }], 'invalid request: body/message is blank');
      await requireStudentApplication(db, studentUserId, saMapperId);
      await checkPace(caller);
      const attachment = body.attachment_map_id;
      if (attachment !== undefined && (await files.describe(db, [attachment])).get(attachment)?.student_user_id !== studentUserId) {
        throw new Unprocessable('the attachment is filed under someone else', [
          { field: 'body/attachment_map_id', message: `is not a file of user ${studentUserId}` },
        ]);
      }
      const messageId = await db.transaction(async (tx) => {
        const id = await chat.insertMessage(tx, {
          sa_mapper_id: saMapperId,
          sender_user_id: caller.userId,
          message: text,
          attachment_map_id: body.attachment_map_id ?? null,
        });
        await tellStudentAndWorkers(tx, caller, studentUserId, saMapperId, {
          name: 'application_chat_message',
          heading: `${caller.firstName} ${caller.lastName} wrote about ${await chat.applicationCourseName(tx, saMapperId)}`.slice(0, 200),
          text: text.length > 200 ? `${text.slice(0, 197)}...` : text,
        });
        return id;
      });
      return (await toMessages([await chat.findMessage(db, messageId)]))[0];
    },
  };
}

export type ApplicationChatService = ReturnType<typeof makeApplicationChatService>;
