// Request plumbing of file transfers shared by the modules: reading the one file part of a multipart upload, and
// waiting until a streamed reply has been written out.
import type { FastifyReply } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { Invalid } from '../domain/errors.ts';
import { HttpError } from './errors.ts';

export type UploadedFile = { filename: string; bytes: Buffer };

/**
 * Reads every part of an upload: exactly one file part named `file` and nothing else. A field, a file under another
 * name, or a second file is a 400 naming it (never dropped in silence); a file over `maxBytes` (or over the limit set
 * where multipart is registered, server/src/app.ts) is a 413; a body that is not the multipart its header announces
 * (parts under another boundary, a broken part header, a truncated body) is a 400 on body/file.
 */
export async function readOneFile(parts: AsyncIterableIterator<Multipart>, maxBytes: number): Promise<UploadedFile> {
  const tooLarge = () => {
    const limit = `${Math.round(maxBytes / (1024 * 1024))} MB`;
    return new HttpError(413, `the file is larger than ${limit}`, [{ field: 'body/file', message: `must be at most ${limit}` }]);
  };
  let file: UploadedFile | undefined;
  const refused = new Map<string, string>();
  try {
    for await (const part of parts) {
      if (part.type !== 'file' || part.fieldname !== 'file') refused.set(`body/${part.fieldname}`, 'is not allowed');
      else if (file) refused.set('body/file', 'must be one file: this upload has more than one file part');
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (bytes.length > maxBytes) throw tooLarge();
      if (!file && part.fieldname === 'file') file = { filename: part.filename, bytes };
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') refused.set('body/file', 'must be one file: this upload has more than one file part');
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') refused.set('body', 'has too many parts: send the one file part `file`');
    else throw new Invalid([{ field: 'body/file', message: 'is not readable as multipart/form-data (the parts do not match the boundary of the content type, or the body is cut short)' }]);
  }
  if (refused.size > 0) throw new Invalid([...refused].map(([field, message]) => ({ field, message })));
  if (!file) throw new Invalid([{ field: 'body/file', message: 'is required' }]);
  return file;
}

/** Resolves once the reply has been written out (or the client went away). */
export const finished = (reply: FastifyReply) =>
  new Promise<void>((resolve) => {
    if (reply.raw.writableEnded) return resolve();
    reply.raw.once('finish', resolve);
    reply.raw.once('close', resolve);
  });
