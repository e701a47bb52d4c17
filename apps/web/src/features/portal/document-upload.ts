import { fileDocumentMaxBytes, fileDocumentTypes } from '@maple/shared/files';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { fileDocumentsMessages as m } from '@maple/shared/messages/file-documents';
import { formatNumber } from '@/lib/format-number';

// The borrower's uploads to a document (issue 39 §5, decision 099): the checks made before a byte is
// sent, the words for a refusal, and the sizes shown. Pure, so they are tested without a browser.

/** A rule item's name is the catalogue's; the agent's own item carries its own. */
export const documentLabel = (item: { document: keyof typeof t.documents.items | null; label: string | null }) =>
  item.document ? t.documents.items[item.document].label : (item.label ?? '');

// Some browsers give a HEIC photo no type at all: its extension then says what it claims to be (the
// server checks the bytes either way).
const heicName = /\.(heic|heif)$/i;

/** Why a chosen file would be refused (the server's own rule, said before 25 MB are sent), or null. */
export function precheckDocument(file: { name: string; size: number; type: string }): string | null {
  const typed = (fileDocumentTypes as readonly string[]).includes(file.type.toLowerCase()) || (file.type === '' && heicName.test(file.name));
  if (!typed) return m.type;
  if (file.size > fileDocumentMaxBytes) return m.tooLarge;
  return null;
}

/**
 * The words for an upload that failed: the server's message when it answered in the API's error
 * shape (in the page's language), else what its status means; no answer at all (the retries ran
 * out) is an interruption, which resumes when tried again.
 */
export function uploadRefusal(status: number, body: string | undefined): string {
  if (body) {
    try {
      const parsed = JSON.parse(body) as { error?: { message?: unknown } };
      if (typeof parsed.error?.message === 'string' && parsed.error.message) return parsed.error.message;
    } catch {
      // not JSON: the status says it
    }
  }
  if (status === 415) return m.type;
  if (status === 413) return m.tooLarge;
  if (status === 409) return m.itemAccepted;
  if (status === 404) return m.uploadNotFound;
  return m.uploadInterrupted;
}

/**
 * Whether tus-js-client tries again: a dropped connection (no status), a server error or a lock
 * held by another request. A refusal (wrong kind, too large, accepted or closed, not found) is final:
 * sending it again would be refused the same way.
 */
export function shouldRetryUpload(status: number | undefined): boolean {
  return status === undefined || status === 0 || status >= 500 || status === 423;
}

/** 834 → "1 KB", 1_572_864 → "1.5 MB" (decimal units, as phones show them). */
export function documentSizeText(bytes: number): string {
  if (bytes < 1000 * 1000) return m.portal.kilobytes(formatNumber(Math.max(1, Math.round(bytes / 1000)), 0));
  return m.portal.megabytes(formatNumber(bytes / (1000 * 1000), 1));
}

/** A whole percentage for the progress bar, never 100 before the server has answered. */
export function uploadPercent(sent: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((sent / total) * 100));
}
