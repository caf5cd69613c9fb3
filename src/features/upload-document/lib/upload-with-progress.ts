import type { PortalComponents } from '@/shared/api';
import { PORTAL_API_BASE } from '@/shared/config';
import { tokenStorage } from '@/shared/lib/storage';

export type DocumentFile = PortalComponents['schemas']['DocumentFile'];
export type UploadKind = 'document' | 'visa_document' | 'chat_attachment';
/** A refused or failed upload: the HTTP status (0 when the connection failed, -1 when the user cancelled it). */
export type UploadFailure = { status: number; message: string };

/** The largest file the server takes (413 above it). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const IMAGE_AND_PDF = { extensions: ['pdf', 'jpg', 'jpeg', 'png'], mimes: ['application/pdf', 'image/jpeg', 'image/png'], words: 'a PDF, JPG or PNG' };
const WITH_DOCX = {
  extensions: [...IMAGE_AND_PDF.extensions, 'docx'],
  mimes: [...IMAGE_AND_PDF.mimes, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  words: 'a PDF, JPG, PNG or Word (.docx) file',
};
const acceptedOf = (kind: UploadKind) => (kind === 'chat_attachment' ? WITH_DOCX : IMAGE_AND_PDF);

/** The file picker's `accept` for a kind. */
export const acceptFor = (kind: UploadKind): string => {
  const accepted = acceptedOf(kind);
  return [...accepted.extensions.map((e) => `.${e}`), ...accepted.mimes].join(',');
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * What is wrong with a file before it is sent, in plain words, or null when it may go: its name's type and its size.
 * The server still checks the content (a renamed program is refused there).
 */
export function precheckFile(file: { name: string; size: number }, kind: UploadKind): string | null {
  const accepted = acceptedOf(kind);
  const extension = extensionOf(file.name);
  const wanted = `upload ${accepted.words} of at most 10 MB`;
  if (!accepted.extensions.includes(extension)) return `${extension ? `This file is a .${extension}` : 'This file has no type in its name'}: ${wanted}.`;
  if (file.size === 0) return `This file is empty: ${wanted}.`;
  if (file.size > MAX_UPLOAD_BYTES) return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB: ${wanted}.`;
  return null;
}

/**
 * POST /common/upload-file through XMLHttpRequest, the one browser API that reports upload progress. The routing
 * fields go in the query (the contract's design); the bearer token is the same one openapi-fetch sends. Aborting
 * `signal` stops the request; the server stores a file only once its whole body has arrived, so nothing is kept.
 */
export function uploadWithProgress(
  args: { studentUserId: number; kind: UploadKind; documentTypeId?: number; file: File; signal?: AbortSignal },
  onProgress: (fraction: number) => void,
): Promise<DocumentFile> {
  return new Promise((resolve, reject) => {
    const cancelled = { status: -1, message: 'The upload was cancelled.' } satisfies UploadFailure;
    if (args.signal?.aborted) return reject(cancelled);
    const query = new URLSearchParams({ kind: args.kind, student_user_id: String(args.studentUserId) });
    // A chat attachment has no document type (the server refuses one).
    if (args.documentTypeId !== undefined) query.set('document_type_id', String(args.documentTypeId));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PORTAL_API_BASE}/common/upload-file?${query}`);
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    const handleAbort = () => xhr.abort();
    args.signal?.addEventListener('abort', handleAbort, { once: true });
    const settle = () => args.signal?.removeEventListener('abort', handleAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      settle();
      let body: { data?: DocumentFile; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: reported below by status */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress(1);
        resolve(body.data);
      } else reject({ status: xhr.status, message: body.message ?? `HTTP ${xhr.status}` } satisfies UploadFailure);
    };
    xhr.onabort = () => {
      settle();
      reject(cancelled);
    };
    xhr.onerror = () => {
      settle();
      reject({ status: 0, message: 'The connection failed during the upload. Check your connection and try again.' } satisfies UploadFailure);
    };
    const form = new FormData();
    form.append('file', args.file, args.file.name);
    xhr.send(form);
  });
}

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\.$/, '');
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

/** What the user is told for a refused or failed upload, in whole sentences. */
export function uploadFailureText(failure: UploadFailure): string {
  if (failure.status === -1) return 'Upload cancelled. Nothing was stored.';
  if (failure.status === 0) return failure.message;
  if (failure.status === 413) return 'This file is larger than 10 MB. Choose a smaller file.';
  if (failure.status === 422 || failure.status === 415) return `Not accepted. ${sentence(failure.message)} Choose another file.`;
  if (failure.status === 403) return 'You may not upload files for this student.';
  return `The upload did not work: ${sentence(failure.message).slice(0, -1)}. Try again.`;
}
