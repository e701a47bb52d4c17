import { describe, expect, it } from 'vitest';
import type { ChecklistItem } from '@maple/shared/mortgage-files/document-checklist';
import { checklistChanges, statusAfterFileDeleted, type StoredItem } from './checklist-sync.ts';

const asked = (key: string): ChecklistItem => {
  const [document, applicantId = null] = key.split(':') as [ChecklistItem['document'], string?];
  return { key, document, applicantId, rule: 'identity', rules: ['identity'] };
};
const stored = (key: string, more: Partial<StoredItem> = {}): StoredItem => ({ id: `id-${key}`, key, origin: 'rule', removed: false, files: 0, ...more });

describe('the checklist kept in step with the application', () => {
  it('adds what the application asks for and the file does not hold, in the checklist order', () => {
    const changes = checklistChanges([stored('government_photo_id:a')], [asked('government_photo_id:a'), asked('pay_stub:a'), asked('purchase_agreement')]);
    expect(changes.add.map((item) => item.key)).toEqual(['pay_stub:a', 'purchase_agreement']);
    expect(changes.drop).toEqual([]);
  });

  it('starts an empty application with nothing, and asks nothing twice', () => {
    expect(checklistChanges([], [])).toEqual({ add: [], drop: [] });
    expect(checklistChanges([stored('pay_stub:a')], [asked('pay_stub:a')])).toEqual({ add: [], drop: [] });
  });

  it('drops a rule item no longer asked for while nothing was uploaded to it', () => {
    const changes = checklistChanges([stored('pay_stub:a'), stored('government_photo_id:a')], [asked('government_photo_id:a')]);
    expect(changes.drop).toEqual(['id-pay_stub:a']);
  });

  it('keeps a rule item no longer asked for once a file was uploaded to it', () => {
    expect(checklistChanges([stored('pay_stub:a', { files: 1 })], []).drop).toEqual([]);
  });

  it("leaves the agent's own items and the items the agent removed as the agent left them", () => {
    const items = [stored('agent:1', { origin: 'agent' }), stored('pay_stub:a', { removed: true }), stored('gift_letter', { removed: true })];
    // The application no longer asks for the pay stub and still asks for the gift letter.
    const changes = checklistChanges(items, [asked('gift_letter')]);
    expect(changes).toEqual({ add: [], drop: [] });
  });

  it('asks again for a document that comes back after it was dropped', () => {
    const first = checklistChanges([stored('pay_stub:a')], []);
    expect(first.drop).toEqual(['id-pay_stub:a']);
    expect(checklistChanges([], [asked('pay_stub:a')]).add.map((item) => item.key)).toEqual(['pay_stub:a']);
  });
});

describe("an item's status after the borrower deletes a file", () => {
  it('is requested again with no file left, unless the agent asked for a fix', () => {
    expect(statusAfterFileDeleted('uploaded', 0)).toBe('requested');
    expect(statusAfterFileDeleted('needs_attention', 0)).toBe('needs_attention');
  });

  it('stays as it was while files are left', () => {
    expect(statusAfterFileDeleted('uploaded', 2)).toBe('uploaded');
    expect(statusAfterFileDeleted('needs_attention', 1)).toBe('needs_attention');
  });
});
