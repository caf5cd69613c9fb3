import { useState } from 'react';
import { downloadStudentFile, type DocumentFile } from '@/entities/student';
import { Button } from '@/shared/ui/button';

const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** A file sent with a message: its name and size, downloaded with the bearer token. */
export function MessageAttachment({ file }: { file: DocumentFile }) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const handleDownload = () => {
    setBusy(true);
    downloadStudentFile(file.map_id, file.original_name)
      .then(() => setFailed(false), () => setFailed(true))
      .finally(() => setBusy(false));
  };
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem', alignItems: 'center' }}>
      <span aria-hidden="true">📎</span>
      <span>{file.original_name} ({sizeOf(file.size_bytes)})</span>
      <Button variant="link" size="sm" busy={busy} aria-label={`Download ${file.original_name}`} onClick={handleDownload}>Download</Button>
      {failed ? <span role="alert">The download failed. Try again.</span> : null}
    </span>
  );
}
