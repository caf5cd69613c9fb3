// The chat thread of one application: the student and everyone working on them write in it.
import type { Db, Queryable } from '../../db/types.ts';
import { HttpError, badRequest, unprocessable } from '../../http/errors.ts';
import type { Caller } from '../../http/ownership.ts';
import type { Role } from '../../http/contract.ts';
import { requireStudentApplication } from './applications.service.ts';
import { IS_STORED_FILE } from './attachments.ts';
import type { Notifier } from './notifications.ts';
import { iso, paging, type Schemas } from './shared.ts';

type ChatMessage = Schemas['ChatMessage'];
type DocumentFile = Schemas['DocumentFile'];

/** Turns stored files into their answer shape (with a fresh download address); supplied by the student-files area. */
export type DescribeDocuments = (db: Queryable, mapIds: number[]) => Promise<Map<number, DocumentFile>>;

/** At most this many messages per sender per minute across application chats (429 beyond). */
export const CHAT_MESSAGES_PER_MINUTE = 30;

type MessageRow = {
  message_id: number;
  message: string;
  attachment_map_id: number | null;
  created_at: Date;
  user_id: number;
  first_name: string;
  last_name: string;
  user_type: Role;
  photo_url: string | null;
};

const MESSAGE_COLUMNS = `m.message_id, m.message, m.attachment_map_id, m.created_at, u.user_id, u.first_name, u.last_name,
  u.user_type, u.photo_url`;

export function makeApplicationChatService(db: Db, notifier: Notifier, describeDocuments: DescribeDocuments) {
  async function toMessages(rows: MessageRow[]): Promise<ChatMessage[]> {
    const mapIds = rows.map((r) => r.attachment_map_id).filter((id): id is number => id !== null);
    const files = mapIds.length ? await describeDocuments(db, mapIds) : new Map<number, DocumentFile>();
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
      attachment: r.attachment_map_id === null ? null : (files.get(r.attachment_map_id) ?? null),
      created_at: iso(r.created_at),
      read_at: null,
    }));
  }

  return {
    /** Newest first, paged; with since_id only the newer messages (polling). */
    async list(
      studentUserId: number,
      saMapperId: number,
      query: { page?: number; page_size?: number; since_id?: number },
    ): Promise<{ items: ChatMessage[]; page: number; page_size: number; total: number }> {
      await requireStudentApplication(db, studentUserId, saMapperId);
      const p = paging(query);
      const params = [saMapperId, query.since_id ?? 0];
      const count = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM application_chat_messages m WHERE m.sa_mapper_id = $1 AND m.message_id > $2',
        params,
      );
      const { rows } = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS}
           FROM application_chat_messages m JOIN users u ON u.user_id = m.sender_user_id
          WHERE m.sa_mapper_id = $1 AND m.message_id > $2
          ORDER BY m.message_id DESC LIMIT $3 OFFSET $4`,
        [...params, p.pageSize, p.offset],
      );
      return { items: await toMessages(rows), page: p.page, page_size: p.pageSize, total: count.rows[0].n };
    },

    /** Stores a message and tells everyone else on the thread. */
    async send(
      caller: Caller,
      studentUserId: number,
      saMapperId: number,
      body: { message: string; attachment_map_id?: number },
    ): Promise<ChatMessage> {
      const text = body.message.trim();
      if (!text) throw badRequest('invalid request: body/message is blank', [{ field: 'body/message', message: 'must not be blank' }]);
      await requireStudentApplication(db, studentUserId, saMapperId);
      const recent = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM application_chat_messages
          WHERE sender_user_id = $1 AND created_at > now() - interval '1 minute'`,
        [caller.userId],
      );
      if (recent.rows[0].n >= CHAT_MESSAGES_PER_MINUTE) {
        throw new HttpError(429, `at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute; try again shortly`);
      }
      if (body.attachment_map_id !== undefined) {
        const { rows } = await db.query<{ student_user_id: number }>(
          `SELECT d.student_user_id FROM student_documents d WHERE d.map_id = $1 AND d.removed_at IS NULL AND ${IS_STORED_FILE}`,
          [body.attachment_map_id],
        );
        if (rows[0]?.student_user_id !== studentUserId) {
          throw unprocessable('the attachment is filed under someone else', [
            { field: 'body/attachment_map_id', message: `is not a file of user ${studentUserId}` },
          ]);
        }
      }
      const messageId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ message_id: number }>(
          `INSERT INTO application_chat_messages (sa_mapper_id, sender_user_id, message, attachment_map_id)
           VALUES ($1, $2, $3, $4) RETURNING message_id`,
          [saMapperId, caller.userId, text, body.attachment_map_id ?? null],
        );
        const course = await tx.query<{ name: string }>(
          `SELECT c.name FROM student_applications a JOIN courses c ON c.course_id = a.course_id WHERE a.sa_mapper_id = $1`,
          [saMapperId],
        );
        const workers = await notifier.studentWorkers(tx, studentUserId);
        const heading = `${caller.firstName} ${caller.lastName} wrote about ${course.rows[0].name}`.slice(0, 200);
        const preview = text.length > 200 ? `${text.slice(0, 197)}...` : text;
        const name = 'application_chat_message';
        if (caller.userId !== studentUserId) {
          await notifier.notify(tx, {
            userIds: [studentUserId], name, heading, text: preview, link: `/application?sa_mapper_id=${saMapperId}`,
          });
        }
        await notifier.notify(tx, {
          userIds: workers.filter((id) => id !== caller.userId),
          name,
          heading,
          text: preview,
          link: `/student_details/${studentUserId}?sa_mapper_id=${saMapperId}`,
        });
        return rows[0].message_id;
      });
      const { rows } = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM application_chat_messages m JOIN users u ON u.user_id = m.sender_user_id
          WHERE m.message_id = $1`,
        [messageId],
      );
      return (await toMessages(rows))[0];
    },
  };
}

export type ApplicationChatService = ReturnType<typeof makeApplicationChatService>;
