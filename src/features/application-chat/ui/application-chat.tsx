import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { applicationQueries } from '@/entities/application';
import { formatDateTime } from '@/shared/lib/date';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice } from '@/shared/ui/page';
import { useSendApplicationMessage } from '../api/application-chat.mutation';

/** The conversation of one application between the student and the staff on it. What was typed stays on a failure. */
export function ApplicationChat({ studentUserId, saMapperId, myUserId }: { studentUserId: number; saMapperId: number; myUserId: number }) {
  const chat = useQuery(applicationQueries.chat(studentUserId, saMapperId));
  const send = useSendApplicationMessage(studentUserId, saMapperId);
  const [text, setText] = useState('');
  const fieldId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (!message) return;
    send.mutate(message, { onSuccess: () => setText('') });
  };

  return (
    <section aria-label="Application chat">
      <h3>Chat</h3>
      {chat.isPending ? <Spinner label="Loading messages" /> : null}
      {chat.isError ? (
        <Notice tone="danger">
          The messages could not be loaded. <Button variant="link" onClick={() => chat.refetch()}>Try again</Button>
        </Notice>
      ) : null}
      {chat.data && chat.data.length === 0 ? <p>No messages yet. Ask a question about this application.</p> : null}
      {chat.data && chat.data.length > 0 ? (
        <ol aria-label="Messages" style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '0.5rem' }}>
          {[...chat.data].reverse().map((m) => (
            <li key={m.message_id} style={{ textAlign: m.sender.user_id === myUserId ? 'right' : 'left' }}>
              <strong>{m.sender.user_id === myUserId ? 'You' : `${m.sender.user_firstname} ${m.sender.user_lastname}`}</strong>{' '}
              <small>{formatDateTime(m.created_at)}</small>
              <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={handleSubmit} aria-label="Write a message">
        <label htmlFor={fieldId}>Message</label>
        <textarea id={fieldId} value={text} onChange={(e) => setText(e.target.value)} maxLength={4000} rows={3} style={{ width: '100%', display: 'block' }} />
        {send.isError ? <Notice tone="danger">The message was not sent; it is still here. Try again.</Notice> : null}
        <Button type="submit" busy={send.isPending} disabled={text.trim().length === 0}>
          Send
        </Button>
      </form>
    </section>
  );
}
