import type { ChecklistItem } from '@maple/shared/mortgage-files/document-checklist';
import type { DocumentItemStatus } from '@maple/shared/schemas/file-documents';

// How a file's stored document items follow its application (issue 39 §5, decision 099). Pure, so
// the rules are tested without a database; file-documents.service.ts applies the answer.

/** What the sync needs to know of a stored item. */
export type StoredItem = {
  id: string;
  key: string;
  origin: 'rule' | 'agent';
  /** The agent removed it (with a note): it stays as the agent left it. */
  removed: boolean;
  /** Files uploaded to it now. */
  files: number;
};

export type ChecklistChanges = {
  /** Items the application asks for that the file does not hold yet: stored as requested. */
  add: ChecklistItem[];
  /** Rule items the application no longer asks for, never uploaded to, never removed by the agent. */
  drop: string[];
};

/**
 * The changes that bring a file's stored items in line with the checklist its application gives
 * now. A new rule item appears as requested; a rule item the application stopped asking for
 * disappears if nothing was uploaded to it (a borrower who changes their job sees the old job's
 * documents go), and stays, marked as no longer asked, if something was (their files are not
 * lost, and the agent decides). Whatever the agent did stays as they left it: their own items are
 * never touched, and a rule item they removed is neither dropped nor asked again while the
 * application still asks for it.
 */
export function checklistChanges(stored: readonly StoredItem[], checklist: readonly ChecklistItem[]): ChecklistChanges {
  const storedKeys = new Set(stored.map((item) => item.key));
  const askedKeys = new Set(checklist.map((item) => item.key));
  return {
    add: checklist.filter((item) => !storedKeys.has(item.key)),
    drop: stored.filter((item) => item.origin === 'rule' && !item.removed && item.files === 0 && !askedKeys.has(item.key)).map((item) => item.id),
  };
}

/**
 * An item's status once the borrower deletes one of its files: with none left it is requested
 * again, unless the agent had asked for a fix, which still stands; with files left it stays.
 */
export function statusAfterFileDeleted(status: Exclude<DocumentItemStatus, 'accepted'>, filesLeft: number): DocumentItemStatus {
  if (filesLeft > 0 || status === 'needs_attention') return status;
  return 'requested';
}
