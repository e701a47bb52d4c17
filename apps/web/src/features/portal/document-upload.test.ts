import { describe, expect, it } from 'vitest';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { documentSizeText, precheckDocument, shouldRetryUpload, uploadPercent, uploadRefusal } from './document-upload';

describe('document uploads', () => {
  it('refuses before sending a kind the server refuses, or more than 25 MB; a typeless HEIC goes by its name', () => {
    expect(precheckDocument({ name: 'a.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(precheckDocument({ name: 'IMG_1.HEIC', size: 10, type: '' })).toBeNull();
    expect(precheckDocument({ name: 'a.docx', size: 10, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBe(m.type);
    expect(precheckDocument({ name: 'a.pdf', size: 25 * 1024 * 1024 + 1, type: 'application/pdf' })).toBe(m.tooLarge);
  });
  it("says the server's message, else what the status means", () => {
    expect(uploadRefusal(409, JSON.stringify({ error: { code: 'conflict', message: 'closed' } }))).toBe('closed');
    expect(uploadRefusal(415, '')).toBe(m.type);
    expect(uploadRefusal(413, 'not json')).toBe(m.tooLarge);
    expect(uploadRefusal(409, undefined)).toBe(m.itemAccepted);
    expect(uploadRefusal(0, undefined)).toBe(m.uploadInterrupted);
  });
  it('retries a dropped connection or a server error, never a refusal', () => {
    expect([undefined, 0, 500, 503, 423].map(shouldRetryUpload)).toEqual([true, true, true, true, true]);
    expect([400, 404, 409, 413, 415].map(shouldRetryUpload)).toEqual([false, false, false, false, false]);
  });
  it('shows sizes and progress as a person reads them', () => {
    expect(documentSizeText(300)).toBe(m.portal.kilobytes('1'));
    expect(documentSizeText(1_500_000)).toBe(m.portal.megabytes('1.5'));
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(200, 200)).toBe(99);
    expect(uploadPercent(0, 0)).toBe(0);
  });
});
