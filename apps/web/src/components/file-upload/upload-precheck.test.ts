import { describe, expect, it } from 'vitest';
import { filesMessages as m } from '@maple/shared/messages/files';
import { acceptFor, precheckUpload } from './upload-precheck';

describe('precheckUpload', () => {
  it('passes what the server takes, leaving an undeclared type to the server', () => {
    expect(precheckUpload('image', { size: 1000, type: 'image/png' })).toBeNull();
    expect(precheckUpload('document', { size: 20 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
    expect(precheckUpload('document', { size: 1000, type: '' })).toBeNull();
    for (const type of ['image/webp', 'image/heic', 'image/heif']) expect(precheckUpload('document', { size: 1000, type }), type).toBeNull();
  });

  it('offers phone photos (WebP, HEIC, HEIF) in the document picker, by type and by extension', () => {
    expect(acceptFor.document.split(',')).toEqual(expect.arrayContaining(['image/webp', 'image/heic', 'image/heif', '.webp', '.heic', '.heif']));
  });

  it('refuses an empty file, one over the cap and a declared type the server refuses', () => {
    expect(precheckUpload('image', { size: 0, type: 'image/png' })).toBe(m.emptyFile);
    expect(precheckUpload('image', { size: 8 * 1024 * 1024 + 1, type: 'image/png' })).toBe(m.imageTooLarge);
    expect(precheckUpload('image', { size: 10, type: 'image/svg+xml' })).toBe(m.imageType);
    expect(precheckUpload('document', { size: 20 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe(m.documentTooLarge);
    expect(precheckUpload('document', { size: 10, type: 'text/html' })).toBe(m.documentType);
  });
});
