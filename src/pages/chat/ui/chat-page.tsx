import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { sendChatMessageBody } from '@contract/forms';
import { useMarkConversationRead, useSendDirectMessage } from '@/features/direct-chat';
import { chatQueries } from '@/entities/chat';
import { useNotificationFeed } from '@/entities/notification';
import { roleName, useSession, type UserType } from '@/entities/session';
import { isApiFailure } from '@/shared/api';
import { formatDateTime } from '@/shared/lib/date';
import { useDebounced } from '@/shared/lib/debounce';
import { checkBody, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Muted, Notice, PageHeading } from '@/shared/ui/page';
import { EmptyState, ErrorState } from '@/shared/ui/state';
import * as styles from './chat-page.css';

/** How often the open conversation asks for new messages (the app-wide poll covers the unread counts). */
const CONVERSATION_POLL_MS = 10_000;
/** Typing in the people search waits this long before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

type Person = { user_id: number; user_firstname: string; user_lastname: string; user_type: UserType };
const fullName = (person: Person) => `${person.user_firstname} ${person.user_lastname}`.trim();

/**
 * The direct chat (/chat, spec section 7): the people the caller works with, each with the last message and how many
 * are unread; one conversation at a time, chosen in the URL (`?with=<user_id>`, so other pages can link to it). Opening
 * a conversation marks that sender's messages read and asks the app-wide poll to count again at once.
 */
export function ChatPage({ title }: { title: string }) {
  const session = useSession();
  const myUserId = session.user?.user_id ?? 0;
  const [params, setParams] = useSearchParams();
  const withId = Number(params.get('with')) || null;
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const connections = useQuery(chatQueries.connections(debouncedSearch));
  const queryClient = useQueryClient();
  const feed = useNotificationFeed();
  const searchId = useId();

  // A new unread message somewhere (seen by the app-wide poll) refreshes the list and the open conversation.
  const lastUnread = useRef(feed.unreadMessages);
  useEffect(() => {
    if (feed.unreadMessages > lastUnread.current) void queryClient.invalidateQueries({ queryKey: chatQueries.all() });
    lastUnread.current = feed.unreadMessages;
  }, [feed.unreadMessages, queryClient]);

  const open = (userId: number | null) => {
    const next = new URLSearchParams(params);
    if (userId === null) next.delete('with');
    else next.set('with', String(userId));
    setParams(next);
  };

  const people = connections.data?.items ?? [];
  const selected = people.find((connection) => connection.user.user_id === withId)?.user ?? null;

  return (
    <>
      <PageHeading title={title} lead="Messages with the people you work with. New messages arrive on their own." />
      <div className={styles.layout} data-open={withId !== null}>
        <section aria-labelledby="chat-people" className={styles.people}>
          <h2 id="chat-people">People</h2>
          <label htmlFor={searchId}>Find a person</label>
          <input
            id={searchId}
            type="search"
            className={styles.control}
            placeholder="Name or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {connections.isPending ? <Spinner label="Loading your conversations" /> : null}
          {connections.isError ? (
            <ErrorState title="Your conversations could not be loaded" action={<Button onClick={() => void connections.refetch()}>Try again</Button>} />
          ) : null}
          {connections.data && people.length === 0 ? (
            <EmptyState title={debouncedSearch ? 'Nobody matches this search' : 'Nobody to chat with yet'}>
              {debouncedSearch ? 'Try another name or email.' : 'When a counselor, agent or student is assigned with you, they appear here.'}
            </EmptyState>
          ) : null}
          {people.length > 0 ? (
            <ul className={styles.list} aria-label="Conversations">
              {people.map(({ user, last_message: last, unread_count: unread }) => (
                <li key={user.user_id} className={styles.person}>
                  {/* The button holds the name only (its accessible name starts with its visible text); it covers the card. */}
                  <button
                    type="button"
                    className={styles.personButton}
                    aria-current={user.user_id === withId}
                    aria-label={`${fullName(user)}, ${roleName(user.user_type)}${unread ? `, ${unread} unread` : ''}`}
                    onClick={() => open(user.user_id)}
                  >
                    <strong>{fullName(user)}</strong>
                  </button>
                  {unread ? <span className={styles.badge}>{unread}</span> : <span />}
                  <span className={styles.snippet}>
                    {roleName(user.user_type)}
                    {last ? ` · ${last.sender_user_id === myUserId ? 'You: ' : ''}${last.message}` : ' · no messages yet'}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section aria-label="Conversation" className={styles.conversation}>
          {withId === null ? (
            <EmptyState title="Choose a person">Pick someone on the left to read and write messages.</EmptyState>
          ) : (
            <Conversation
              key={withId}
              userId={withId}
              person={selected}
              myUserId={myUserId}
              onBack={() => open(null)}
              onRead={() => {
                void queryClient.invalidateQueries({ queryKey: [...chatQueries.all(), 'connections'] });
                feed.refresh();
              }}
            />
          )}
        </section>
      </div>
    </>
  );
}

function Conversation({ userId, person, myUserId, onBack, onRead }: {
  userId: number;
  person: Person | null;
  myUserId: number;
  onBack: () => void;
  onRead: () => void;
}) {
  const conversation = useQuery({ ...chatQueries.conversation(userId), refetchInterval: CONVERSATION_POLL_MS });
  const form = useForm({ message: '' }, { rules: sendChatMessageBody });
  const text = form.values.message;
  const fieldId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const send = useSendDirectMessage(userId);
  const markRead = useMarkConversationRead(userId, onRead);

  // Oldest first on screen; the server answers newest first.
  const items = conversation.data ? [...conversation.data.items].reverse() : [];
  const unreadFromThem = items.filter((m) => m.sender.user_id !== myUserId && m.read_at === null);
  const newestUnread = unreadFromThem.at(-1)?.message_id ?? 0;

  // Reading the conversation marks what they sent read, once per newly arrived message.
  const markedUpTo = useRef(0);
  const { mutate: markReadNow } = markRead;
  useEffect(() => {
    if (newestUnread > markedUpTo.current) {
      markedUpTo.current = newestUnread;
      markReadNow();
    }
  }, [newestUnread, markReadNow]);

  // Keep the newest message in view when one arrives.
  const newestId = items.at(-1)?.message_id ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [newestId]);

  // A blank message is not sent (the button says so by being disabled); the contract's rules decide what blank is.
  const submit = () => {
    const message = text.trim();
    if (send.isPending || Object.keys(checkBody(sendChatMessageBody, { message })).length > 0) return;
    send.mutate(message, { onSuccess: () => form.reset({ message: '' }) });
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  // Not one of the caller's connections (403) or no such user (404): nothing to write to.
  const unreachable = isApiFailure(conversation.error) && (conversation.error.status === 403 || conversation.error.status === 404);

  return (
    <>
      <header style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="ghost" size="sm" onClick={onBack} aria-label="Back to the people">
          ← People
        </Button>
        <h2 style={{ margin: 0 }}>{person ? fullName(person) : 'Conversation'}</h2>
        {person ? <Muted>{roleName(person.user_type)}</Muted> : null}
      </header>
      <div>
        {conversation.isPending ? <Spinner label="Loading messages" /> : null}
        {conversation.isError ? (
          unreachable ? (
            <ErrorState title="You cannot chat with this person">Only the people you work with appear in your chat.</ErrorState>
          ) : (
            <ErrorState title="The messages could not be loaded" action={<Button onClick={() => void conversation.refetch()}>Try again</Button>} />
          )
        ) : null}
        {conversation.data && items.length === 0 ? <Muted>No messages yet. Say hello.</Muted> : null}
        {items.length > 0 ? (
          <ol ref={listRef} className={styles.messages} aria-label="Messages">
            {items.map((m) => {
              const mine = m.sender.user_id === myUserId;
              return (
                <li key={m.message_id} className={styles.bubble} data-mine={mine}>
                  <span className={styles.meta}>
                    <strong>{mine ? 'You' : fullName(m.sender)}</strong> · {formatDateTime(m.created_at)}
                    {mine ? (m.read_at ? ' · read' : ' · sent') : ''}
                  </span>
                  <p className={styles.text}>{m.message}</p>
                </li>
              );
            })}
          </ol>
        ) : null}
      </div>
      {unreachable ? null : (
        <form onSubmit={handleSubmit} aria-label="Write a message" className={styles.composer}>
          <label htmlFor={fieldId}>Message</label>
          <textarea
            id={fieldId}
            className={styles.control}
            value={text}
            onChange={form.text('message').onChange}
            onKeyDown={handleKeyDown}
            maxLength={form.text('message').maxLength}
            rows={3}
          />
          <Muted>Enter sends; Shift+Enter starts a new line.</Muted>
          {send.isError ? <Notice tone="danger">The message was not sent; it is still here. Try again.</Notice> : null}
          <div>
            <Button type="submit" busy={send.isPending} disabled={text.trim().length === 0}>
              Send
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
