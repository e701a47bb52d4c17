import { describe, expect, it } from 'vitest';
import { leadsMessages } from '@maple/shared/messages/leads';
import { applicationLead } from '@maple/shared/schemas/leads';
import { emptyApplication, toApplicationLead } from './application-values';

const filled = { ...emptyApplication, name: 'Hannah Lee', email: 'hannah@example.com', phone: '604-555-0110', mortgageAmount: '$420,000' };

describe('toApplicationLead', () => {
  it('reads the amount as a number and sends no agent for "No preference"', () => {
    const lead = applicationLead.parse(toApplicationLead(filled));
    expect(lead).toMatchObject({ kind: 'application', name: 'Hannah Lee', mortgageAmount: 420000 });
    expect(lead.agentId).toBeUndefined();
    expect(lead.propertyAddress).toBeUndefined();
  });

  it('keeps a chosen agent', () => {
    const agentId = '6f1c1c1e-3f7b-4a53-9d55-0d8b1f3c9a10';
    expect(applicationLead.parse(toApplicationLead({ ...filled, agentId })).agentId).toBe(agentId);
  });

  it('refuses a non-numeric amount with the number message, and an empty one as required', () => {
    const messageFor = (mortgageAmount: string) => applicationLead.safeParse(toApplicationLead({ ...filled, mortgageAmount })).error?.issues;
    for (const mortgageAmount of ['lots', '-5']) {
      expect(messageFor(mortgageAmount)).toEqual([expect.objectContaining({ path: ['mortgageAmount'], message: leadsMessages.invalidNumber })]);
    }
    for (const mortgageAmount of ['', '  ']) {
      expect(messageFor(mortgageAmount)).toEqual([expect.objectContaining({ path: ['mortgageAmount'], message: leadsMessages.requiredFields })]);
    }
  });

  it('needs full name, email and phone', () => {
    const result = applicationLead.safeParse(toApplicationLead({ ...emptyApplication, mortgageAmount: '1' }));
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'name', 'phone']);
  });
});
