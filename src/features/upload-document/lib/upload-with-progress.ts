import type { PortalComponents } from '@/shared/api';
import { PORTAL_API_BASE } from '@/shared/config';
import { tokenStorage } from '@/shared/lib/storage';

export type DocumentFile = PortalComponents['schemas']['DocumentFile'];
export type UploadKind = 'document' | 'visa_document' | 'chat_attachment';
export type UploadFailure = { status: number; message: string };

/**
 * POST /common/upload-file through XMLHttpRequest, the one browser API that reports upload progress. The routing
 * fields go in the query (the contract's design); the bearer token is the same one openapi-fetch sends.
 */
export function uploadWithProgress(
  args: { studentUserId: number; kind: UploadKind; documentTypeId?: number; file: File },
  onProgress: (fraction: number) => void,
): Promise<DocumentFile> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ kind: args.kind, student_user_id: String(args.studentUserId) });
    // A chat attachment has no document type (the server refuses one).
    if (args.documentTypeId !== undefined) query.set('document_type_id', String(args.documentTypeId));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PORTAL_API_BASE}/common/upload-file?${query}`);
    const token = tokenStorage.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { data?: DocumentFile; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: reported below by status */
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) {
        onProgress(1);
        resolve(body.data);
      } else reject({ status: xhr.status, message: body.message ?? `Upload failed (HTTP ${xhr.status})` } satisfies UploadFailure);
    };
    xhr.onerror = () => reject({ status: 0, message: 'The connection failed during the upload.' } satisfies UploadFailure);
    const form = new FormData();
    form.append('file', args.file, args.file.name);
    xhr.send(form);
  });
}

/** What the student is told for a refused upload. */
export function uploadFailureText(failure: UploadFailure): string {
  if (failure.status === 413) return 'The file is larger than 10 MB. Upload a smaller file.';
  if (failure.status === 422) return `This file was refused: ${failure.message}. Upload a PDF, JPEG or PNG.`;
  if (failure.status === 0) return failure.message;
  return `The upload did not work: ${failure.message}`;
}
