import { describe, expect, it } from 'vitest';
import { contactLead } from '@maple/shared/schemas/leads';
import { emptyContactForm, externalFields, toContactLead } from './contact-form-values';

const filled = {
  ...emptyContactForm,
  firstName: ' Emily ',
  lastName: 'Wong',
  email: 'emily@example.com',
  phone: '416-555-0191',
  phoneType: 'Residential' as const,
  comments: 'Renewing in May.',
  consent: true,
};

describe('toContactLead', () => {
  it('builds a request the shared schema accepts, without the hidden external fields', () => {
    const request = toContactLead({ ...filled, brokerCode: 'B1', wpnonce: 'N1' }, '6f1c1c1e-3f7b-4a53-9d55-0d8b1f3c9a10');
    expect(request).not.toHaveProperty('brokerCode');
    expect(request).not.toHaveProperty('wpnonce');
    const lead = contactLead.parse(request);
    expect(lead).toMatchObject({ kind: 'contact', firstName: 'Emily', phoneType: 'Residential', consent: true, agentId: '6f1c1c1e-3f7b-4a53-9d55-0d8b1f3c9a10' });
    expect(lead.postalCode).toBeUndefined();
  });

  it('sends no agent when none was resolved', () => {
    expect(contactLead.parse(toContactLead(filled, undefined)).agentId).toBeUndefined();
  });

  it('is refused by the schema without consent, with the spec message on `consent`', () => {
    const result = contactLead.safeParse(toContactLead({ ...filled, consent: false }, undefined));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['consent', 'Please consent to receiving communications']]);
  });

  it('needs first and last name, email, phone and comments; the postal code is optional', () => {
    const result = contactLead.safeParse(toContactLead({ ...emptyContactForm, consent: true }, undefined));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['comments', 'email', 'firstName', 'lastName', 'phone']);
  });
});

describe('externalFields', () => {
  it('joins the checked lead with the hidden inputs', () => {
    const lead = contactLead.parse(toContactLead({ ...filled, postalCode: 'K1P 1A1' }, undefined));
    expect(externalFields(lead, { brokerCode: 'B1', wpnonce: 'N1' })).toEqual({
      firstName: 'Emily',
      lastName: 'Wong',
      email: 'emily@example.com',
      phone: '416-555-0191',
      phoneType: 'Residential',
      postalCode: 'K1P 1A1',
      comments: 'Renewing in May.',
      brokerCode: 'B1',
      wpnonce: 'N1',
    });
  });
});
