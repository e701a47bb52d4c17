import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import type { FileDocumentItem } from '@maple/shared/schemas/file-documents';

/** A rule item's name is the catalogue's; the agent's own item carries its own. */
export const documentItemLabel = (item: Pick<FileDocumentItem, 'document' | 'label'>) => (item.document ? t.documents.items[item.document].label : (item.label ?? ''));

/**
 * Whom an added document may be about: the application's applicants as the checklist names them
 * (its items carry their ids and names), each once, in the order first met.
 */
export function documentApplicants(items: Pick<FileDocumentItem, 'applicantId' | 'applicantName'>[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const item of items) if (item.applicantId && item.applicantName && !seen.has(item.applicantId)) seen.set(item.applicantId, item.applicantName);
  return [...seen].map(([id, name]) => ({ id, name }));
}
