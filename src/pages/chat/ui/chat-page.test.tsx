import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { topBarPoll } from '@/app/test/mock-api';
import { renderApp, renderStudentWithTopBar } from '@/app/test/render-app';

const person = (user_id: number, first: string, user_type: 'counselor' | 'agent' = 'counselor') => ({
  user_id,
  user_firstname: first,
  user_lastname: 'Iyer',
  user_type,
  photo_url: null,
});
const me = { user_id: 41, user_firstname: 'Asha', user_lastname: 'Rao', user_type: 'student' as const, photo_url: null };

type Message = { message_id: number; sender: typeof me | ReturnType<typeof person>; message: string; attachment: null; created_at: string; read_at: string | null };

describe('the chat page', () => {
  it('opens a conversation, marks what they sent read (the top bar follows at once), and sends a message', async () => {
    const priya = person(7, 'Priya');
    let messages: Message[] = [
      { message_id: 3, sender: priya, message: 'Your offer letter is in.', attachment: null, created_at: '2026-11-21T10:05:00Z', read_at: null },
      { message_id: 2, sender: me, message: 'Any news from Leeds?', attachment: null, created_at: '2026-11-21T10:00:00Z', read_at: '2026-11-21T10:01:00Z' },
    ];
    const unread = () => messages.filter((m) => m.sender.user_id === 7 && m.read_at === null).length;
    const poll = topBarPoll(() => ({ unread_messages_count: unread() }));
    let failNextSend = true;
    const app = await renderStudentWithTopBar('/chat', poll, (api) =>
      api
        .portal('get', '/common/chats/connections', () => ({
          status: true as const,
          data: {
            items: [
              { user: priya, last_message: { message_id: messages[0].message_id, sender_user_id: messages[0].sender.user_id, message: messages[0].message, created_at: messages[0].created_at }, unread_count: unread() },
              { user: person(9, 'Ravi', 'agent'), last_message: null, unread_count: 0 },
            ],
            page: 1,
            page_size: 100,
            total: 2,
          },
        }))
        .portal('get', '/common/chats/message/{receiver_id}', () => ({ status: true as const, data: { items: messages, page: 1, page_size: 100, total: messages.length } }))
        .portal('post', '/common/chats/message/set-read/{from_user_id}', () => {
          const marked = unread();
          messages = messages.map((m) => (m.sender.user_id === 7 ? { ...m, read_at: '2026-11-21T11:00:00Z' } : m));
          return { status: true as const, data: { marked_read: marked } };
        })
        .portal('post', '/common/chats/message/{receiver_id}', async (request) => {
          if (failNextSend) {
            failNextSend = false;
            return { status: 500, message: 'The server failed' };
          }
          const body = (await request.json()) as { message: string };
          const stored: Message = { message_id: 4, sender: me, message: body.message, attachment: null, created_at: '2026-11-21T11:05:00Z', read_at: null };
          messages = [stored, ...messages];
          return { status: true as const, data: stored };
        }),
    );

    const people = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(people).getByRole('button', { name: 'Ravi Iyer, Agent' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages: 1 unread' })).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Choose a person' })).toBeTruthy();

    const pollsBefore = poll.polls();
    await app.user.click(within(people).getByRole('button', { name: 'Priya Iyer, Counselor, 1 unread' }));
    expect(app.location()).toBe('/chat?with=7');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    // Oldest first on screen.
    expect(within(thread).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Any news from Leeds?'),
      expect.stringContaining('Your offer letter is in.'),
    ]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages: 0 unread' })).toBeTruthy());
    expect(poll.polls()).toBeGreaterThan(pollsBefore);
    expect(app.api.calls()).toContain('POST /api/common/chats/message/set-read/7');
    await waitFor(() => expect(within(people).getByRole('button', { name: 'Priya Iyer, Counselor' })).toBeTruthy());

    const box = screen.getByLabelText('Message');
    await app.user.type(box, 'Thank you!');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message was not sent; it is still here. Try again.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Thank you!');

    await app.user.type(box, '{Enter}');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(3));
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')[2].textContent).toContain('Thank you!');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('says so when there is nobody to chat with, and when the person in the link is out of reach', async () => {
    await renderApp('app', {
      user: 'student',
      url: '/chat?with=999',
      api: (api) =>
        api
          .portal('get', '/common/chats/connections', () => ({ status: true as const, data: { items: [], page: 1, page_size: 100, total: 0 } }))
          .portal('get', '/common/chats/message/{receiver_id}', () => ({ status: 404, message: 'No such user' })),
    });
    expect(await screen.findByRole('heading', { name: 'Nobody to chat with yet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'You cannot chat with this person' })).toBeTruthy();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('offers a retry when the conversations do not load', async () => {
    let fail = true;
    const app = await renderApp('app', {
      user: 'counselor',
      url: '/chat',
      api: (api) =>
        api.portal('get', '/common/chats/connections', () => {
          if (fail) return { status: 500, message: 'Down' };
          return { status: true as const, data: { items: [{ user: person(12, 'Meera'), last_message: null, unread_count: 0 }], page: 1, page_size: 100, total: 1 } };
        }),
    });
    // A server failure is retried twice (about 3 s) before the page gives up.
    await screen.findByRole('heading', { name: 'Your conversations could not be loaded' }, { timeout: 6000 });
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Meera Iyer, Counselor' })).toBeTruthy();
  });
});
