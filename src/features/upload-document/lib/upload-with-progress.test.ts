import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, acceptFor, precheckFile, uploadFailureText } from './upload-with-progress';

describe('precheckFile', () => {
  it('lets a PDF, JPG or PNG of at most 10 MB go, whatever the case of its extension', () => {
    expect(precheckFile({ name: 'passport.PDF', size: 1000 }, 'document')).toBeNull();
    expect(precheckFile({ name: 'photo.jpeg', size: MAX_UPLOAD_BYTES }, 'visa_document')).toBeNull();
  });
  it('names the wrong type, a missing type, an empty file and one too large, in plain words', () => {
    expect(precheckFile({ name: 'setup.exe', size: 10 }, 'document')).toBe('This file is a .exe: upload a PDF, JPG or PNG of at most 10 MB.');
    expect(precheckFile({ name: 'README', size: 10 }, 'document')).toBe('This file has no type in its name: upload a PDF, JPG or PNG of at most 10 MB.');
    expect(precheckFile({ name: 'a.pdf', size: 0 }, 'document')).toBe('This file is empty: upload a PDF, JPG or PNG of at most 10 MB.');
    expect(precheckFile({ name: 'a.png', size: MAX_UPLOAD_BYTES + 1 }, 'document')).toBe('This file is 10.0 MB: upload a PDF, JPG or PNG of at most 10 MB.');
  });
  it('takes a Word file only as a chat attachment', () => {
    expect(precheckFile({ name: 'cv.docx', size: 10 }, 'chat_attachment')).toBeNull();
    expect(precheckFile({ name: 'cv.docx', size: 10 }, 'document')).toBe('This file is a .docx: upload a PDF, JPG or PNG of at most 10 MB.');
    expect(acceptFor('chat_attachment')).toContain('.docx');
    expect(acceptFor('document')).not.toContain('.docx');
  });
});

describe('uploadFailureText', () => {
  it('says each refusal in whole sentences', () => {
    expect(uploadFailureText({ status: 422, message: 'the file is a Windows program, not a PDF, JPEG or PNG, which a Passport must be' }))
      .toBe('Not accepted. The file is a Windows program, not a PDF, JPEG or PNG, which a Passport must be. Choose another file.');
    expect(uploadFailureText({ status: 413, message: 'too large' })).toBe('This file is larger than 10 MB. Choose a smaller file.');
    expect(uploadFailureText({ status: -1, message: 'The upload was cancelled.' })).toBe('Upload cancelled. Nothing was stored.');
    expect(uploadFailureText({ status: 500, message: 'internal error.' })).toBe('The upload did not work: Internal error. Try again.');
  });
});
