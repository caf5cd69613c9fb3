import { Suspense, useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { studentQueries, type DocumentFile } from '@/entities/student';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';

/**
 * Choosing the file to send: one of the student's uploaded documents, or a new file through `renderUpload` (the page
 * composes the upload feature there). The chosen file is the parent's state, so it survives a failed send.
 */
export function AttachmentPicker({ studentUserId, attachment, onChange, renderUpload }: {
  studentUserId: number;
  attachment: DocumentFile | null;
  onChange: (file: DocumentFile | null) => void;
  renderUpload?: (onUploaded: (file: DocumentFile) => void) => ReactNode;
}) {
  const id = useId();
  const files = useQuery(studentQueries.uploadedFiles(studentUserId));
  const choices = [...(files.data ?? [])];
  if (attachment && !choices.some((f) => f.map_id === attachment.map_id)) choices.unshift(attachment);

  return (
    <div style={{ display: 'grid', gap: '0.5rem', padding: '0.75rem', border: '1px solid #dde3ea', borderRadius: '0.5rem' }}>
      <label htmlFor={id}>Attach one of the student&apos;s documents</label>
      <select id={id} value={attachment ? String(attachment.map_id) : ''} disabled={files.isPending && !attachment}
        onChange={(e) => onChange(choices.find((f) => String(f.map_id) === e.target.value) ?? null)}>
        <option value="">{files.isPending ? 'Loading the documents…' : 'No attachment'}</option>
        {choices.map((f) => (
          <option key={f.map_id} value={String(f.map_id)}>
            {f.original_name}{f.document_type ? ` — ${f.document_type.name}` : ''}
          </option>
        ))}
      </select>
      {files.isError ? (
        <Notice tone="warning">
          The documents could not be listed. <Button variant="link" size="sm" onClick={() => files.refetch()}>Try again</Button>
        </Notice>
      ) : null}
      {files.data && files.data.length === 0 ? <span>No documents uploaded yet{renderUpload ? ': upload one below.' : '.'}</span> : null}
      {renderUpload ? <Suspense fallback={<span role="status">Loading the upload…</span>}>{renderUpload((file) => onChange(file))}</Suspense> : null}
    </div>
  );
}
