// What a file is, from its bytes (magic numbers), never from its name or the type the client declared.

export const PDF = 'application/pdf';
export const JPEG = 'image/jpeg';
export const PNG = 'image/png';
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export type StoredMime = typeof PDF | typeof JPEG | typeof PNG | typeof DOCX;

export type Sniffed = { mime: StoredMime; extension: string } | { mime: null; looksLike: string };

export const EXTENSIONS: Record<StoredMime, string[]> = {
  [PDF]: ['pdf'],
  [JPEG]: ['jpg', 'jpeg'],
  [PNG]: ['png'],
  [DOCX]: ['docx'],
};

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0): boolean =>
  bytes.length >= at + magic.length && magic.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Names of the entries of a ZIP archive, read from its central directory; null when it is not a well-formed ZIP. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  let at = view.getUint32(eocd + 16, true);
  if (at + size > eocd) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Detects PDF, JPEG, PNG and DOCX by content; anything else is answered with a guess at what it looks like. */
export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, ascii('%PDF-'))) return { mime: PDF, extension: 'pdf' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: JPEG, extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: PNG, extension: 'png' };
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    if (names && names.includes('[Content_Types].xml') && names.includes('word/document.xml')) {
      return { mime: DOCX, extension: 'docx' };
    }
    return { mime: null, looksLike: names ? 'a ZIP archive' : 'a damaged ZIP archive' };
  }
  if (startsWith(bytes, ascii('MZ'))) return { mime: null, looksLike: 'a Windows executable' };
  if (startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return { mime: null, looksLike: 'an ELF executable' };
  if (startsWith(bytes, [0xcf, 0xfa, 0xed, 0xfe]) || startsWith(bytes, [0xfe, 0xed, 0xfa, 0xcf]) || startsWith(bytes, [0xca, 0xfe, 0xba, 0xbe])) {
    return { mime: null, looksLike: 'a macOS executable' };
  }
  if (startsWith(bytes, ascii('#!'))) return { mime: null, looksLike: 'a script' };
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { mime: null, looksLike: 'a legacy Office file (.doc, .xls)' };
  if (startsWith(bytes, ascii('GIF8'))) return { mime: null, looksLike: 'a GIF image' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { mime: null, looksLike: 'a WebP image' };
  return { mime: null, looksLike: 'an unknown type' };
}

/** The list of types in words, for messages: "PDF, JPEG or PNG". */
export function typeNames(mimes: readonly string[]): string {
  const names = mimes.map((m) => ({ [PDF]: 'PDF', [JPEG]: 'JPEG', [PNG]: 'PNG', [DOCX]: 'DOCX' })[m] ?? m);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
