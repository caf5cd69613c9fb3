import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { Notice } from '@/shared/ui/page';
import { uploadFailureText, uploadWithProgress, type DocumentFile, type UploadFailure } from '../lib/upload-with-progress';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const DOCX = '.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type UploadDocumentProps =
  | { studentUserId: number; kind: 'document' | 'visa_document'; documentType: { document_type_id: number; name: string }; onUploaded?: (file: DocumentFile) => void }
  /** A file to send in a chat afterwards (no document type; DOCX allowed too). */
  | { studentUserId: number; kind: 'chat_attachment'; documentType?: undefined; onUploaded?: (file: DocumentFile) => void };

/**
 * A file input for one document type (or a chat attachment): uploads at once, with a progress bar, refreshes the
 * student's files, and hands the stored file to `onUploaded`.
 */
export function UploadDocument({ studentUserId, kind, documentType, onUploaded }: UploadDocumentProps) {
  const what = documentType?.name ?? 'a new file';
  const id = useId();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setDone(null);
    setProgress(0);
    try {
      const stored = await uploadWithProgress({ studentUserId, kind, documentTypeId: documentType?.document_type_id, file }, setProgress);
      setDone(`${file.name} uploaded.`);
      onUploaded?.(stored);
      await client.invalidateQueries({ queryKey: studentQueries.all() });
    } catch (failure) {
      setError(uploadFailureText(failure as UploadFailure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <label htmlFor={id}>Upload {what}</label>{' '}
      <input id={id} type="file" accept={kind === 'chat_attachment' ? `${ACCEPT},${DOCX}` : ACCEPT} onChange={handleChange} disabled={progress !== null} />
      {progress !== null ? (
        <progress max={100} value={Math.round(progress * 100)} aria-label={`Uploading ${what}`}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
    </div>
  );
}
