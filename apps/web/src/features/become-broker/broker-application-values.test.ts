import { describe, expect, it } from 'vitest';
import { leadsMessages } from '@maple/shared/messages/leads';
import { agentApplicationLead } from '@maple/shared/schemas/leads';
import { emptyBrokerApplication, experienceLevels, toAgentApplicationLead } from './broker-application-values';

describe('toAgentApplicationLead', () => {
  it('gives a request the shared schema accepts; additional information is optional', () => {
    const lead = agentApplicationLead.parse(
      toAgentApplicationLead({ ...emptyBrokerApplication, name: 'Tom Becker', email: 'tom@example.com', phone: '905-555-0175', experience: experienceLevels[2] }),
    );
    expect(lead).toMatchObject({ kind: 'agent_application', name: 'Tom Becker', experience: 'Licensed Mortgage Agent Level 1' });
    expect(lead.message).toBeUndefined();
  });

  it('needs name, email, phone and an experience level', () => {
    const result = agentApplicationLead.safeParse(toAgentApplicationLead(emptyBrokerApplication));
    expect(result.success).toBe(false);
    const issues = result.error!.issues;
    expect(issues.map((i) => i.path.join('.')).sort()).toEqual(['email', 'experience', 'name', 'phone']);
    expect(issues.find((i) => i.path[0] === 'experience')!.message).toBe(leadsMessages.requiredFields);
  });

  it('offers six distinct experience levels that fit the schema limit', () => {
    expect(new Set(experienceLevels).size).toBe(6);
    for (const level of experienceLevels) expect(level.length).toBeLessThanOrEqual(200);
  });
});
