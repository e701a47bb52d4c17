import { describe, expect, it } from 'vitest';
import { applicationStepsMessages as t } from '@maple/shared/messages/application-steps';
import { documentApplicants, documentItemLabel } from './file-document-view';

describe('file documents in the drawer', () => {
  it("names a rule item by the catalogue and the agent's own by its label", () => {
    expect(documentItemLabel({ document: 'pay_stub', label: null })).toBe(t.documents.items.pay_stub.label);
    expect(documentItemLabel({ document: null, label: 'Void cheque' })).toBe('Void cheque');
  });
  it('lists each applicant the checklist names once, in order', () => {
    const items = [
      { applicantId: 'a', applicantName: 'Jane' },
      { applicantId: null, applicantName: null },
      { applicantId: 'b', applicantName: 'Sam' },
      { applicantId: 'a', applicantName: 'Jane' },
    ];
    expect(documentApplicants(items)).toEqual([
      { id: 'a', name: 'Jane' },
      { id: 'b', name: 'Sam' },
    ]);
  });
});
