import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sendApplicationChatMessageBody } from '@contract/forms';
import { applicationQueries } from '@/entities/application';
import type { DocumentFile } from '@/entities/student';
import { formatDateTime } from '@/shared/lib/date';
import { checkBody, serverFieldErrors, useForm } from '@/shared/lib/form';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/loading-overlay';
import { Notice } from '@/shared/ui/page';
import { useSendApplicationMessage } from '../api/application-chat.mutation';
import { MessageAttachment } from './message-attachment';

// The picker (and the uploader the page gives it) loads when someone decides to attach a file.
const AttachmentPicker = lazy(() => import('./attachment-picker').then((m) => ({ default: m.AttachmentPicker })));

export type ApplicationChatProps = {
  studentUserId: number;
  saMapperId: number;
  myUserId: number;
  /**
   * An uploader for a new file to attach, given the callback that takes the stored file (a feature cannot import
   * another, so the page composes the upload feature here). Without it, only uploaded documents can be attached.
   */
  renderUpload?: (onUploaded: (file: DocumentFile) => void) => ReactNode;
};

/**
 * The conversation of one application between the student and the staff on it, with a file attached to a message
 * when wanted. What was typed and the chosen file stay on a failure.
 */
export function ApplicationChat({ studentUserId, saMapperId, myUserId, renderUpload }: ApplicationChatProps) {
  const chat = useQuery(applicationQueries.chat(studentUserId, saMapperId));
  const send = useSendApplicationMessage(studentUserId, saMapperId);
  const form = useForm({ message: '' }, { rules: sendApplicationChatMessageBody });
  const text = form.values.message;
  const [attaching, setAttaching] = useState(false);
  const [attachment, setAttachment] = useState<DocumentFile | null>(null);
  const fieldId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    // A blank message is not sent (the button is disabled then); the contract's rules decide what blank is.
    if (Object.keys(checkBody(sendApplicationChatMessageBody, { message, attachment_map_id: attachment?.map_id })).length > 0) return;
    send.mutate(
      { message, attachmentMapId: attachment?.map_id },
      {
        onSuccess: () => {
          form.reset({ message: '' });
          setAttachment(null);
          setAttaching(false);
        },
      },
    );
  };

  const attachmentRefused = serverFieldErrors(send.error, ['attachment_map_id'] as const).attachment_map_id;
  const { error: _composerError, ...messageField } = form.text('message');

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
              {m.attachment ? <MessageAttachment file={m.attachment} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
      <form onSubmit={handleSubmit} aria-label="Write a message" style={{ display: 'grid', gap: '0.5rem' }}>
        <label htmlFor={fieldId}>Message</label>
        <textarea id={fieldId} {...messageField} rows={3} style={{ width: '100%', boxSizing: 'border-box' }} />
        {attachment ? (
          <p style={{ margin: 0 }}>
            Attached: <strong>{attachment.original_name}</strong>{' '}
            <Button variant="link" size="sm" onClick={() => setAttachment(null)} aria-label={`Remove the attachment ${attachment.original_name}`}>
              Remove
            </Button>
          </p>
        ) : null}
        {/* The student's files are listed only once someone decides to attach one. */}
        {attaching ? (
          <Suspense fallback={<Spinner label="Loading the documents" />}>
            <AttachmentPicker studentUserId={studentUserId} attachment={attachment} onChange={setAttachment} renderUpload={renderUpload} />
          </Suspense>
        ) : null}
        {send.isError ? (
          <Notice tone="danger">
            The message was not sent; it is still here{attachment ? ' with its attachment' : ''}.{' '}
            {attachmentRefused ? `The attachment was refused: ${attachmentRefused}. Choose another file.` : 'Try again.'}
          </Notice>
        ) : null}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <Button type="submit" busy={send.isPending} disabled={text.trim().length === 0}>
            Send
          </Button>
          <Button variant="secondary" onClick={() => setAttaching((open) => !open)} aria-expanded={attaching}>
            {attaching ? 'Hide attachments' : 'Attach a file'}
          </Button>
        </div>
      </form>
    </section>
  );
}
