// Messaging, the inbox: notifications, the 10 s poll with its ETag, direct chat, and attachments in an application chat.
import { describe, expect, it } from 'vitest';
import { notify } from '../src/modules/messaging/notify.ts';
import { bearer } from './harness.ts';
import { get, ids, idOf, poll, post, server, setUpMessagingServer, users } from './messaging-kit.ts';

setUpMessagingServer();

describe('notifications', () => {
  it("lists only the caller's own notifications, newest first, with the unread count and the read filter", async () => {
    for (const key of ['student', 'counselor']) {
      const all = await get(key, '/common/notifications');
      expect(all.statusCode).toBe(200);
      const data = all.json().data;
      const own = await server.db.query<{ notification_id: number; read_at: Date | null }>(
        'SELECT notification_id, read_at FROM notifications WHERE user_id = $1 ORDER BY notification_id DESC', [idOf(key)]);
      expect(data.total).toBe(own.rows.length);
      expect(data.items.map((n: { notification_id: number }) => n.notification_id)).toEqual(own.rows.map((r) => r.notification_id));
      expect(data.unread_notifications_count).toBe(own.rows.filter((r) => r.read_at === null).length);
      expect(data.unread_notifications_count).toBeGreaterThan(0);

      const unread = (await get(key, '/common/notifications?read=false&page_size=2')).json().data;
      expect(unread.items).toHaveLength(2);
      expect(unread.items.every((n: { read: boolean }) => !n.read)).toBe(true);
      expect(unread.total).toBe(data.unread_notifications_count);
      const read = (await get(key, '/common/notifications?read=true')).json().data;
      expect(read.items.every((n: { read: boolean }) => n.read)).toBe(true);
      expect(read.total + unread.total).toBe(data.total);
    }
    const counselorLinks = (await get('counselor', '/common/notifications')).json().data.items.map((n: { link: string }) => n.link);
    expect(counselorLinks).toContain(`/student_details/${idOf('student')}?scrollTo=documents`);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    const response = await get('student', '/common/notifications?page_size=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('querystring/page_size');
  });
});

describe('the 10 s poll', () => {
  it('answers the counts and lists, then 304 with an empty body for the same ETag', async () => {
    const first = await poll('student');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const data = first.json().data;
    expect(data.unread_notifications_count).toBe(3);
    expect(data.unread_notifications).toHaveLength(3);
    expect(data.notifications.length).toBeLessThanOrEqual(10);
    expect(data.unread_messages_count).toBe(2);
    expect(data.messages[0]).toMatchObject({ from_user_id: idOf('counselor'), user_firstname: 'Priya', user_lastname: 'Nair' });
    expect(data.messages[0].message).toMatch(/IELTS Academic 6\.5/);

    const again = await poll('student', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // A weak form and a list that contains it match too (If-None-Match uses the weak comparison).
    expect((await poll('student', `"other", W/${etag}`)).statusCode).toBe(304);
    expect((await poll('student', '"something-else"')).statusCode).toBe(200);
  });

  it("never answers 304 to another user's ETag", async () => {
    const studentTag = String((await poll('student')).headers.etag);
    const counselor = await poll('counselor', studentTag);
    expect(counselor.statusCode).toBe(200);
    expect(counselor.headers.etag).not.toBe(studentTag);
    expect(counselor.json().data.unread_messages_count).toBe(2);
    expect(counselor.json().data.messages.every((m: { from_user_id: number }) => m.from_user_id === idOf('student'))).toBe(true);
  });

  it('changes after a new message, a new notification and set-read, then answers 304 again', async () => {
    const tag0 = String((await poll('student')).headers.etag);

    const sent = await post('counselor', `/common/chats/message/${idOf('student')}`, { message: '  Your offer letter from Toronto is in!  ' });
    expect(sent.statusCode).toBe(201);
    const afterMessage = await poll('student', tag0);
    expect(afterMessage.statusCode).toBe(200);
    const tag1 = String(afterMessage.headers.etag);
    expect(tag1).not.toBe(tag0);
    expect(afterMessage.json().data.unread_messages_count).toBe(3);
    expect(afterMessage.json().data.messages[0]).toMatchObject({ message: 'Your offer letter from Toronto is in!', from_user_id: idOf('counselor') });
    expect((await poll('student', tag1)).statusCode).toBe(304);

    await server.db.transaction((tx) =>
      notify(tx, { userIds: [idOf('student')], name: 'offer_received', heading: 'Offer received', text: 'University of Toronto sent an offer.', link: '/application' }));
    const afterNotification = await poll('student', tag1);
    expect(afterNotification.statusCode).toBe(200);
    const tag2 = String(afterNotification.headers.etag);
    expect(tag2).not.toBe(tag1);
    expect(afterNotification.json().data.unread_notifications_count).toBe(4);
    expect(afterNotification.json().data.unread_notifications[0]).toMatchObject({
      notification_name: 'offer_received', notification_heading: 'Offer received', read: false, link: '/application' });

    // A HEAD (which a prefetcher may send) changes nothing.
    const head = await server.app.inject({ method: 'HEAD', url: `${server.portal}/common/notifications/set-read`, headers: bearer(users.student.token) });
    expect(head.statusCode).toBe(200);
    expect((await poll('student', tag2)).statusCode).toBe(304);
    const marked = await get('student', '/common/notifications/set-read');
    expect(marked.statusCode).toBe(200);
    expect(marked.headers['cache-control']).toBe('no-store');
    expect(marked.json().data).toEqual({ marked_read: 4, unread_notifications_count: 0 });
    expect((await get('student', '/common/notifications/set-read')).json().data).toEqual({ marked_read: 0, unread_notifications_count: 0 });
    const afterRead = await poll('student', tag2);
    expect(afterRead.statusCode).toBe(200);
    const tag3 = String(afterRead.headers.etag);
    expect(afterRead.json().data.unread_notifications_count).toBe(0);
    expect(afterRead.json().data.unread_notifications).toEqual([]);
    expect(afterRead.json().data.notifications.every((n: { read: boolean }) => n.read)).toBe(true);

    const readChat = await post('student', `/common/chats/message/set-read/${idOf('counselor')}`);
    expect(readChat.statusCode).toBe(200);
    expect(readChat.json().data).toEqual({ marked_read: 3 });
    expect((await post('student', `/common/chats/message/set-read/${idOf('counselor')}`)).json().data).toEqual({ marked_read: 0 });
    const afterChatRead = await poll('student', tag3);
    expect(afterChatRead.statusCode).toBe(200);
    expect(afterChatRead.json().data).toMatchObject({ unread_messages_count: 0, messages: [], unread_notifications_count: 0 });
    expect((await poll('student', String(afterChatRead.headers.etag))).statusCode).toBe(304);
  });

  it('marks one notification read: the count and the poll change; someone else\'s is 404', async () => {
    const visaId = idOf('visa');
    await server.db.transaction((tx) =>
      notify(tx, { userIds: [visaId], name: 'visa_checklist', heading: 'Visa checklist ready', text: 'Your checklist is ready.' }),
    );
    const first = await poll('visa');
    const unreadBefore = first.json().data.unread_notifications_count;
    const [newest] = (await get('visa', '/common/notifications?read=false')).json().data.items;
    const marked = await post('visa', `/common/notifications/${newest.notification_id}/set-read`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ notification_id: newest.notification_id, read: true, unread_notifications_count: unreadBefore - 1 });
    const again = await post('visa', `/common/notifications/${newest.notification_id}/set-read`);
    expect(again.json().data.unread_notifications_count).toBe(unreadBefore - 1);
    const next = await poll('visa', first.headers.etag as string);
    expect(next.statusCode).toBe(200);
    expect(next.json().data.unread_notifications_count).toBe(unreadBefore - 1);
    expect((await post('counselor', `/common/notifications/${newest.notification_id}/set-read`)).statusCode).toBe(404);
  });

  it("marking read touches only the caller's notifications", async () => {
    const before = (await get('counselor', '/common/notifications?read=false')).json().data.total;
    expect(before).toBeGreaterThan(0);
    await get('operations', '/common/notifications/set-read');
    expect((await get('counselor', '/common/notifications?read=false')).json().data.total).toBe(before);
    const marked = await get('counselor', '/common/notifications/set-read');
    expect(marked.json().data.marked_read).toBe(before);
  });

  it('needs a token', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${server.portal}/common/new-notifications-messages` });
    expect(response.statusCode).toBe(401);
  });
});

describe('direct chat', () => {
  const names = (items: { user: { user_id: number } }[]) => items.map((c) => c.user.user_id).sort((a, b) => a - b);

  it("lists a student's team as their connections: assigned staff, agent and school counselor", async () => {
    const response = await get('student', '/common/chats/connections');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    const expected = ['counselor', 'operations', 'visa', 'support', 'agent', 'sc'].map(idOf).sort((a, b) => a - b);
    expect(names(data.items)).toEqual(expected);
    expect(data.total).toBe(6);
    // The conversation with the counselor is the latest, so it comes first, with its last message.
    expect(data.items[0].user).toMatchObject({ user_id: idOf('counselor'), user_firstname: 'Priya', user_type: 'counselor' });
    expect(data.items[0].last_message.sender_user_id).toBe(idOf('counselor'));
    expect(data.items[1].user.user_id).toBe(idOf('agent'));
    // People without messages come last, by name.
    const tail = data.items.slice(2).map((c: { user: { user_firstname: string } }) => c.user.user_firstname);
    expect(tail).toEqual([...tail].sort());
    expect(data.items.slice(2).every((c: { last_message: unknown }) => c.last_message === null)).toBe(true);
  });

  it("lists a counselor's students and the people working on them, never someone else's student", async () => {
    const data = (await get('counselor', '/common/chats/connections?page_size=100')).json().data;
    const got = names(data.items);
    for (const key of ['student', 's-ananya', 'operations', 'visa', 'support', 'agent', 'sc', 'manager']) expect(got).toContain(idOf(key));
    for (const other of ['zara.ali', 'diya.joshi', 'vihaan.kulkarni', 'myra.chopra']) expect(got).not.toContain(ids[other]);
    expect(got).not.toContain(idOf('counselor'));
    expect(data.total).toBe(got.length);

    const searched = (await get('counselor', '/common/chats/connections?search=anan')).json().data;
    expect(names(searched.items)).toEqual([idOf('s-ananya')]);
    const paged = (await get('counselor', '/common/chats/connections?page=2&page_size=3')).json().data;
    expect(paged.items).toHaveLength(3);
    expect(paged.total).toBe(data.total);
  });

  it('filters the connections with unread messages', async () => {
    await post('s-ananya', `/common/chats/message/${idOf('counselor')}`, { message: 'Can we move our call to Friday?' });
    const unread = (await get('counselor', '/common/chats/connections?unread_only=true')).json().data;
    expect(unread.items.length).toBeGreaterThan(0);
    expect(unread.items.every((c: { unread_count: number }) => c.unread_count > 0)).toBe(true);
    const ananya = unread.items.find((c: { user: { user_id: number } }) => c.user.user_id === idOf('s-ananya'));
    expect(ananya).toMatchObject({ unread_count: 1, last_message: { message: 'Can we move our call to Friday?', sender_user_id: idOf('s-ananya') } });
  });

  it('answers a conversation newest first, paged, and with since_id only the newer messages', async () => {
    const all = (await get('counselor', `/common/chats/message/${idOf('student')}?page_size=100`)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(7);
    const messageIds = all.items.map((m: { message_id: number }) => m.message_id);
    expect(messageIds).toEqual([...messageIds].sort((a, b) => b - a));
    expect(all.items.every((m: { sender: { user_id: number } }) => [idOf('student'), idOf('counselor')].includes(m.sender.user_id))).toBe(true);
    expect(all.items[0]).toMatchObject({ attachment: null });

    const fromStudent = (await get('student', `/common/chats/message/${idOf('counselor')}?page_size=100`)).json().data;
    expect(fromStudent.items.map((m: { message_id: number }) => m.message_id)).toEqual(messageIds);

    const sent = (await post('student', `/common/chats/message/${idOf('counselor')}`, { message: 'Thank you!' })).json().data;
    expect(sent).toMatchObject({ message: 'Thank you!', read_at: null, attachment: null, sender: { user_id: idOf('student'), user_type: 'student' } });
    const since = (await get('counselor', `/common/chats/message/${idOf('student')}?since_id=${messageIds[0]}`)).json().data;
    expect(since.items.map((m: { message_id: number }) => m.message_id)).toEqual([sent.message_id]);
    expect(since.total).toBe(1);
  });

  it('marks read per sender: only the messages from that user', async () => {
    await post('visa', `/common/chats/message/${idOf('student')}`, { message: 'Please book your biometrics appointment.' });
    await post('counselor', `/common/chats/message/${idOf('student')}`, { message: 'And send me the Class X certificate.' });
    const before = (await poll('student')).json().data;
    expect(before.unread_messages_count).toBe(2);
    expect((await post('student', `/common/chats/message/set-read/${idOf('visa')}`)).json().data).toEqual({ marked_read: 1 });
    const after = (await poll('student')).json().data;
    expect(after.unread_messages_count).toBe(1);
    expect(after.messages.map((m: { from_user_id: number }) => m.from_user_id)).toEqual([idOf('counselor')]);
    const conversation = (await get('visa', `/common/chats/message/${idOf('student')}`)).json().data;
    expect(conversation.items[0].read_at).not.toBeNull();
    expect((await post('student', '/common/chats/message/set-read/999999')).statusCode).toBe(404);

    // The same for a staff user, and nobody else's inbox changes.
    await post('student', `/common/chats/message/${idOf('counselor')}`, { message: 'Uploaded it just now.' });
    await post('student', `/common/chats/message/${idOf('visa')}`, { message: 'Booked for 3 December.' });
    const counselorUnread = (await poll('counselor')).json().data.unread_messages_count;
    expect(counselorUnread).toBeGreaterThan(0);
    const marked = (await post('counselor', `/common/chats/message/set-read/${idOf('student')}`)).json().data.marked_read;
    expect(marked).toBeGreaterThan(0);
    expect((await poll('counselor')).json().data.unread_messages_count).toBe(counselorUnread - marked);
    expect((await poll('visa')).json().data.messages.map((m: { message: string }) => m.message)).toContain('Booked for 3 December.');
  });

  it('refuses to chat with someone who is not a connection (403) or does not exist (404)', async () => {
    for (const [who, target] of [['student', 's-zara'], ['student', 's-ananya'], ['counselor', 's-zara'], ['agent', 's-zara'], ['sc', 's-ananya']] as const) {
      const sent = await post(who, `/common/chats/message/${idOf(target)}`, { message: 'Hello' });
      expect(sent.statusCode, `${who} → ${target}`).toBe(403);
      expect(sent.json().message).toBe('this user is not one of your chat connections');
      expect((await get(who, `/common/chats/message/${idOf(target)}`)).statusCode).toBe(403);
    }
    expect((await post('student', `/common/chats/message/${idOf('student')}`, { message: 'me' })).statusCode).toBe(403);
    expect((await post('student', '/common/chats/message/999999', { message: 'anyone?' })).statusCode).toBe(404);
    expect((await get('student', '/common/chats/message/999999')).statusCode).toBe(404);
    const stored = await server.db.query('SELECT 1 FROM chat_messages WHERE receiver_user_id IN ($1, $2)', [idOf('s-zara'), 999999]);
    expect(stored.rows).toHaveLength(0);
  });

  it('lets an operations manager write to any student, who may answer', async () => {
    const sent = await post('manager', `/common/chats/message/${idOf('s-zara')}`, { message: 'Hi Zara, I will find you a counselor today.' });
    expect(sent.statusCode).toBe(201);
    const zara = (await get('s-zara', '/common/chats/connections')).json().data;
    expect(zara.items.map((c: { user: { user_id: number } }) => c.user.user_id)).toEqual([idOf('manager')]);
    expect(zara.items[0].unread_count).toBe(1);
    expect((await post('s-zara', `/common/chats/message/${idOf('manager')}`, { message: 'Thank you!' })).statusCode).toBe(201);
    // Still nobody else.
    expect((await post('s-zara', `/common/chats/message/${idOf('counselor')}`, { message: 'Hi' })).statusCode).toBe(403);
  });

  it('sends a stored file as an attachment, only to someone who may open it', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const boundary = '----messaging-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ielts-booking.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/upload-file?kind=chat_attachment&student_user_id=${idOf('student')}`,
      payload,
      headers: { ...bearer(users.student.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const mapId = uploaded.json().data.map_id;

    const sent = await post('student', `/common/chats/message/${idOf('counselor')}`, { message: 'My IELTS booking', attachment_map_id: mapId });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.attachment).toMatchObject({ map_id: mapId, kind: 'chat_attachment', original_name: 'ielts-booking.pdf', mime_type: 'application/pdf' });
    const seen = (await get('counselor', `/common/chats/message/${idOf('student')}`)).json().data.items[0];
    expect(seen.attachment).toMatchObject({ map_id: mapId, student_user_id: idOf('student') });
    const download = await server.app.inject({ method: 'GET', url: new URL(seen.attachment.url).pathname, headers: bearer(users.counselor.token) });
    expect(download.statusCode).toBe(200);

    // The counselor may not pass Aarav's file on to another of their students, who does not reach it.
    const toAnanya = await post('counselor', `/common/chats/message/${idOf('s-ananya')}`, { message: 'See this', attachment_map_id: mapId });
    expect(toAnanya.statusCode).toBe(422);
    expect(toAnanya.json().errors).toEqual([{ field: 'body/attachment_map_id', message: 'is a file of a student the receiver does not reach' }]);
    // Someone who does not reach the file cannot attach it at all (the contract's document owner rule).
    const foreign = await post('s-ananya', `/common/chats/message/${idOf('counselor')}`, { message: 'Mine?', attachment_map_id: mapId });
    expect(foreign.statusCode).toBe(403);
    expect((await post('student', `/common/chats/message/${idOf('counselor')}`, { message: 'x', attachment_map_id: 999999 })).statusCode).toBe(404);
  });

  it('refuses a blank message (400) and a deactivated receiver (422)', async () => {
    const blank = await post('student', `/common/chats/message/${idOf('counselor')}`, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([{ field: 'body/message', message: 'must not be blank' }]);
    const missing = await post('student', `/common/chats/message/${idOf('counselor')}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual({ field: 'body/message', message: 'is required' });

    const registered = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/agent-student-register/${idOf('agent')}`,
      payload: { first_name: 'Rhea', last_name: 'Sen', email: 'rhea.sen@example.com', mobile: '+919876500001', password: 'a-long-password' },
    });
    expect(registered.statusCode).toBe(201);
    const rhea = registered.json().data.user.user_id;
    expect((await post('agent', `/common/chats/message/${rhea}`, { message: 'Welcome, Rhea!' })).statusCode).toBe(201);
    await server.db.query('UPDATE users SET deleted_at = now(), active = false WHERE user_id = $1', [rhea]);
    const toDeleted = await post('agent', `/common/chats/message/${rhea}`, { message: 'Are you there?' });
    expect(toDeleted.statusCode).toBe(422);
    expect(toDeleted.json().errors).toEqual([{ field: 'path/receiver_id', message: 'is deactivated' }]);
    const agentConnections = (await get('agent', '/common/chats/connections?page_size=100')).json().data.items;
    expect(agentConnections.map((c: { user: { user_id: number } }) => c.user.user_id)).not.toContain(rhea);
  });
});

describe('attachments in an application chat', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  /** Uploads a real PDF through upload-file (kind chat_attachment) for a student; answers the stored file. */
  async function uploadFor(who: string, studentKey: string, name: string) {
    const boundary = `----application-chat-${name.length}`;
    const response = await server.app.inject({
      method: 'POST',
      url: `${server.portal}/common/upload-file?kind=chat_attachment&student_user_id=${idOf(studentKey)}`,
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { ...bearer(users[who].token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { map_id: number; original_name: string };
  }
  async function applicationOf(studentKey: string) {
    const { rows } = await server.db.query<{ sa_mapper_id: number }>(
      'SELECT sa_mapper_id FROM student_applications WHERE student_user_id = $1 ORDER BY sa_mapper_id LIMIT 1', [idOf(studentKey)]);
    expect(rows).toHaveLength(1);
    return `/common/student-application-chat/${idOf(studentKey)}/${rows[0].sa_mapper_id}`;
  }

  it("sends a file uploaded for the same student, lists it with the message, and lets the student download it", async () => {
    const thread = await applicationOf('student');
    const offer = await uploadFor('counselor', 'student', 'conditional-offer.pdf');
    const sent = await post('counselor', thread, { message: 'Your conditional offer is here.', attachment_map_id: offer.map_id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.attachment).toMatchObject({ map_id: offer.map_id, original_name: 'conditional-offer.pdf', kind: 'chat_attachment', student_user_id: idOf('student') });

    const listed = (await get('student', `${thread}?page_size=5`)).json().data.items;
    expect(listed[0]).toMatchObject({ message: 'Your conditional offer is here.', attachment: { map_id: offer.map_id, original_name: 'conditional-offer.pdf', mime_type: 'application/pdf' } });
    // A message without a file lists attachment null.
    const plain = await post('student', thread, { message: 'Thank you!' });
    expect(plain.json().data.attachment).toBeNull();

    const download = await server.app.inject({ method: 'GET', url: new URL(listed[0].attachment.url).pathname, headers: bearer(users.student.token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="conditional-offer\.pdf"/);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it("refuses a file of another student with 422 (nothing is stored) and a file the caller cannot reach with 403", async () => {
    const thread = await applicationOf('student');
    const before = (await get('counselor', thread)).json().data.total;
    const ananyas = await uploadFor('counselor', 's-ananya', 'ananya-transcript.pdf');
    const foreign = await post('counselor', thread, { message: 'Wrong student', attachment_map_id: ananyas.map_id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([{ field: 'body/attachment_map_id', message: `is not a file of user ${idOf('student')}` }]);
    const zaras = await uploadFor('s-zara', 's-zara', 'zara-passport.pdf');
    expect((await post('counselor', thread, { message: 'Not reachable', attachment_map_id: zaras.map_id })).statusCode).toBe(403);
    expect((await get('counselor', thread)).json().data.total).toBe(before);
  });
});
