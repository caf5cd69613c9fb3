import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invoiceProfileQueries } from '@/entities/invoice';
import { isApiFailure } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Notice } from '@/shared/ui/page';
import { QueryState } from '@/shared/ui/panel';
import { TextField } from '@/shared/ui/text-field';
import { useUploadSignature } from '../api/invoice-profile.mutations';
import * as styles from './invoice-profile.css';

/** The server's limit (SIGNATURE_MAX_BYTES): 1 MB. */
export const SIGNATURE_MAX_BYTES = 1_048_576;
const TYPES = ['image/png', 'image/jpeg'];

/** What is wrong with a chosen file before it is sent (the server checks the bytes themselves again). */
export function signatureFileError(file: File | null): string | null {
  if (!file) return 'Choose a PNG or JPEG image of your signature.';
  if (!TYPES.includes(file.type)) return 'Choose a PNG or JPEG image.';
  if (file.size > SIGNATURE_MAX_BYTES) return 'Choose an image of at most 1 MB.';
  if (file.size === 0) return 'The file is empty.';
  return null;
}

function uploadFailure(error: unknown): string {
  if (!isApiFailure(error)) return 'Unipath could not be reached. Try again.';
  if (error.status === 413) return 'The image is larger than 1 MB.';
  return `Not accepted: ${error.body?.message ?? 'the server refused the image'}.`;
}

/** The caller's signature image (getMySignature/uploadSignature): printed on the invoices they issue. */
export function SignatureSection() {
  const signature = useQuery(invoiceProfileQueries.mySignature());
  const upload = useUploadSignature();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input after an upload.
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const focusInput = () => document.getElementById(inputId)?.focus();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = signatureFileError(file);
    setError(problem);
    if (problem || !file) {
      focusInput();
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        setInputKey((key) => key + 1);
      },
      onError: (failure) => {
        setError(uploadFailure(failure));
        focusInput();
      },
    });
  };

  return (
    <>
      <QueryState query={signature} what="your signature" isEmpty={(data) => data === null} empty="No signature uploaded yet: invoices leave a line to sign by hand.">
        {(data) => (data ? <img src={data.signature_url} alt="Your signature as printed on invoices" className={styles.signature} /> : null)}
      </QueryState>
      <form onSubmit={handleSubmit} noValidate aria-label="Upload signature">
        <TextField
          key={inputKey}
          id={inputId}
          label="Signature image"
          hint="PNG or JPEG, at most 1 MB."
          type="file"
          accept="image/png,image/jpeg"
          error={error ?? undefined}
          onChange={(event) => {
            setError(null);
            setFile(event.target.files?.[0] ?? null);
          }}
        />
        {upload.isSuccess ? <Notice tone="success">Signature uploaded.</Notice> : null}
        <Button type="submit" busy={upload.isPending}>
          Upload signature
        </Button>
      </form>
    </>
  );
}
