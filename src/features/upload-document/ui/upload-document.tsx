import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { studentQueries } from '@/entities/student';
import { Button, buttonClassName } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { acceptFor, precheckFile, uploadFailureText, uploadWithProgress, type DocumentFile, type UploadFailure } from '../lib/upload-with-progress';
import * as styles from './upload-document.css';

type UploadDocumentProps =
  | { studentUserId: number; kind: 'document' | 'visa_document'; documentType: { document_type_id: number; name: string }; onUploaded?: (file: DocumentFile) => void }
  /** A file to send in a chat afterwards (no document type; DOCX allowed too). */
  | { studentUserId: number; kind: 'chat_attachment'; documentType?: undefined; onUploaded?: (file: DocumentFile) => void };

type Outcome = { tone: 'danger' | 'success' | 'info'; text: string };

/**
 * One upload control for a document type (or a chat attachment): a labelled "Upload" button over a real file input
 * (keyboard and screen readers use the input), which also takes a dropped file. A wrong type or size is said before
 * anything is sent; while the file goes up, a progress bar and Cancel (which aborts the request; nothing is stored);
 * the server's refusal in plain words. Refreshes the student's files and hands the stored file to `onUploaded`.
 */
export function UploadDocument({ studentUserId, kind, documentType, onUploaded }: UploadDocumentProps) {
  const what = documentType?.name ?? 'a new file';
  const id = useId();
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [dragging, setDragging] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const uploading = progress !== null;

  // Leaving the page stops an upload in progress.
  useEffect(() => () => controller.current?.abort(), []);
  // Keyboard focus follows the control: to Cancel while sending (the input is disabled), back to the input after.
  const focusedHere = useRef(false);
  useEffect(() => {
    if (!focusedHere.current) return;
    if (uploading) rowRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
    else inputRef.current?.focus();
  }, [uploading]);

  const send = async (file: File) => {
    const refused = precheckFile(file, kind);
    if (refused) {
      setOutcome({ tone: 'danger', text: refused });
      return;
    }
    focusedHere.current = document.activeElement === inputRef.current;
    const abort = new AbortController();
    controller.current = abort;
    setOutcome(null);
    setProgress(0);
    try {
      const stored = await uploadWithProgress({ studentUserId, kind, documentTypeId: documentType?.document_type_id, file, signal: abort.signal }, setProgress);
      setOutcome({ tone: 'success', text: `${file.name} uploaded.` });
      onUploaded?.(stored);
      await client.invalidateQueries({ queryKey: studentQueries.all() });
    } catch (failure) {
      const reason = failure as UploadFailure;
      setOutcome({ tone: reason.status === -1 ? 'info' : 'danger', text: uploadFailureText(reason) });
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file);
  };
  const handleDragOver = (event: DragEvent) => {
    if (uploading || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const handleDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !uploading) void send(file);
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div className={[styles.zone, dragging ? styles.dragging : ''].join(' ')} onDragOver={handleDragOver} onDragEnter={handleDragOver} onDragLeave={handleDragLeave} onDrop={handleDrop}
      role="group" aria-label={`Choose or drop a file for ${what}`} data-dragging={dragging || undefined}>
      <div ref={rowRef} className={styles.row}>
        <input ref={inputRef} id={id} type="file" className={styles.input} accept={acceptFor(kind)} onChange={handleChange} disabled={uploading} />
        <label htmlFor={id} className={[buttonClassName('secondary', 'sm'), styles.pick].join(' ')}>
          Upload<VisuallyHidden> {what}</VisuallyHidden>
        </label>
        {uploading ? (
          <>
            <progress className={styles.progress} max={100} value={percent} aria-label={`Uploading ${what}`}>{percent}%</progress>
            <span aria-hidden="true">{percent}%</span>
            <Button variant="ghost" size="sm" onClick={() => controller.current?.abort()} aria-label={`Cancel the upload of ${what}`}>
              Cancel
            </Button>
          </>
        ) : (
          <span className={styles.hint}>{dragging ? 'Drop the file to upload it' : `or drop a file here · ${kind === 'chat_attachment' ? 'PDF, JPG, PNG or DOCX' : 'PDF, JPG or PNG'}, up to 10 MB`}</span>
        )}
      </div>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </div>
  );
}
