import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-response';

describe('fileNameFrom', () => {
  it("takes the server's name from Content-Disposition, quoted, bare or RFC 5987", () => {
    expect(fileNameFrom('attachment; filename="PCI-26-27-3.pdf"', 'x.pdf')).toBe('PCI-26-27-3.pdf');
    expect(fileNameFrom('attachment; filename=PCB-26-27-1.pdf', 'x.pdf')).toBe('PCB-26-27-1.pdf');
    expect(fileNameFrom("attachment; filename*=UTF-8''statement%2012.pdf", 'x.pdf')).toBe('statement 12.pdf');
  });

  it('falls back when there is no name, or one that names a folder', () => {
    expect(fileNameFrom(null, 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom('attachment', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom('attachment; filename="../etc/passwd"', 'x.pdf')).toBe('x.pdf');
    expect(fileNameFrom('attachment; filename=".."', 'x.pdf')).toBe('x.pdf');
  });
});
