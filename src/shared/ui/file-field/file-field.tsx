import { FieldFrame, fieldControl } from '@/shared/ui/field';

export type FileFieldProps = {
  label: string;
  /** The file types the picker offers, as the input's `accept`. */
  accept: string;
  error?: string | null;
  /** The chosen file, or null when the choice is cleared. */
  onChange: (file: File | null) => void;
};

/** A labelled file picker with its error under it (a CSV to import, a document to upload). */
export function FileField({ label, accept, error, onChange }: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => <input {...control} className={fieldControl} type="file" accept={accept} onChange={(event) => onChange(event.target.files?.[0] ?? null)} />}
    </FieldFrame>
  );
}
