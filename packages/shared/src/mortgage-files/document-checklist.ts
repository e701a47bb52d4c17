import type { ApplicationStepValues } from '../schemas/application-steps.ts';
import { type DocumentKey, type DocumentRule, type DocumentRuleId, documentRules } from './document-rules.ts';

// The documents a mortgage file asks for, worked out from its application (issue 39 §5, decision
// 093). Pure: the server calls it on the steps saved so far, and the portal may show it as it fills.

export interface ChecklistItem {
  /**
   * Stable for the life of the file: the document, and for an applicant's document their id
   * ('t4_two_years:<applicant id>'). An upload attaches to it; it stays the same when the
   * application changes, as long as the item is still asked for.
   */
  key: string;
  document: DocumentKey;
  /** The applicant the document is about, or null for the file's (the property, the down payment). */
  applicantId: string | null;
  /** The rule that asked for it first, in the table's order (its reason is `documents.reasons[rule]`). */
  rule: DocumentRuleId;
  /** Every rule that asks for it: a salaried and a commissioned job ask for the same T4s once. */
  rules: DocumentRuleId[];
}

const rulesInOrder: readonly (DocumentRule & { id: DocumentRuleId })[] = documentRules;

/** An item's key: the document, with the applicant's id for an applicant's document. */
export const checklistItemKey = (document: DocumentKey, applicantId: string | null) => (applicantId === null ? document : `${document}:${applicantId}`);

/**
 * Every document the application asks for, once each: the rules in order, an applicant's rule for
 * each applicant in order. A document asked twice (two rules, or two jobs of one applicant) is one
 * item that names each rule. Steps not saved yet ask for nothing, so the list grows as the
 * borrower goes through the steps.
 */
export function documentChecklist(application: ApplicationStepValues): ChecklistItem[] {
  const items = new Map<string, ChecklistItem>();
  const add = (document: DocumentKey, applicantId: string | null, rule: DocumentRuleId) => {
    const key = checklistItemKey(document, applicantId);
    const item = items.get(key);
    if (!item) items.set(key, { key, document, applicantId, rule, rules: [rule] });
    else if (!item.rules.includes(rule)) item.rules.push(rule);
  };
  const applicants = application.applicants?.applicants ?? [];
  for (const rule of rulesInOrder) {
    if (rule.scope === 'file') {
      if (rule.applies(application)) for (const document of rule.documents) add(document, null, rule.id);
      continue;
    }
    for (const applicant of applicants) {
      if (rule.applies(application, applicant)) for (const document of rule.documents) add(document, applicant.id, rule.id);
    }
  }
  return [...items.values()];
}
