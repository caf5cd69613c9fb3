import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { Notice } from '@/shared/ui/page';
import { uploadFailureText, uploadWithProgress, type UploadFailure, type UploadKind } from '../lib/upload-with-progress';

/** A file input for one document type: uploads at once, with a progress bar, and refreshes the checklist. */
export function UploadDocument({ studentUserId, kind, documentType }: { studentUserId: number; kind: UploadKind; documentType: { document_type_id: number; name: string } }) {
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
      await uploadWithProgress({ studentUserId, kind, documentTypeId: documentType.document_type_id, file }, setProgress);
      setDone(`${file.name} uploaded.`);
      await client.invalidateQueries({ queryKey: studentQueries.all() });
    } catch (failure) {
      setError(uploadFailureText(failure as UploadFailure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <label htmlFor={id}>Upload {documentType.name}</label>{' '}
      <input id={id} type="file" accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" onChange={handleChange} disabled={progress !== null} />
      {progress !== null ? (
        <progress max={100} value={Math.round(progress * 100)} aria-label={`Uploading ${documentType.name}`}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {error ? <Notice tone="danger">{error}</Notice> : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
    </div>
  );
}
