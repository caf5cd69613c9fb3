import { useState } from 'react';
import { downloadStudentFile, type DocumentFile } from '@/entities/student';
import { Button } from '@/shared/ui/button';
import { useRemoveDocument } from '../api/manage-document.api';

/** Download and remove buttons for one uploaded file. */
export function DocumentActions({ file, kind, canRemove = true }: { file: DocumentFile; kind: 'document' | 'visa_document'; canRemove?: boolean }) {
  const remove = useRemoveDocument(file.student_user_id, kind);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span>
      <Button variant="link" size="sm" aria-label={`Download ${file.original_name}`}
        onClick={() => downloadStudentFile(file.map_id, file.original_name).then(() => setFailed(null), () => setFailed('The download failed. Try again.'))}>
        Download
      </Button>
      {canRemove ? (
        <Button variant="link" size="sm" aria-label={`Remove ${file.original_name}`} busy={remove.isPending}
          onClick={() => remove.mutate(file.map_id, { onError: () => setFailed('The file could not be removed. Try again.') })}>
          Remove
        </Button>
      ) : null}
      {failed ? <span role="alert"> {failed}</span> : null}
    </span>
  );
}
