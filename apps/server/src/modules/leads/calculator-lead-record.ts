import { calculateQualification } from '@maple/shared/mortgage/qualification';
import { prepaymentPenalty } from '@maple/shared/mortgage/prepayment-penalty';
import { ruleDay } from '@maple/shared/mortgage/rule-in-force';
import type { PenaltyLead, StressTestLead } from '@maple/shared/schemas/leads';
import type { LeadRecord } from './lead-record.ts';

/**
 * The row a calculator page's "talk to an agent" stores (issue 41): the inputs as sent, and the
 * results worked out here under the rules in force today (ARCHITECTURE §7: what the browser showed
 * is never read). `calculator` names the page; `rulesOn` the day whose rules were applied.
 */
export function calculatorLeadRecord(input: StressTestLead | PenaltyLead, now: Date): LeadRecord {
  const day = ruleDay(now);
  const contact = { clientName: input.name, clientEmail: input.email, clientPhone: input.phone ?? null, source: 'mortgage_calculator' as const, status: 'new' as const, message: null };
  if (input.kind === 'stress_test') {
    const { kind: _kind, name: _name, email: _email, phone: _phone, agentId: _agentId, company_url: _honeypot, ...inputs } = input;
    const result = calculateQualification(inputs, day);
    return {
      ...contact,
      type: 'rate_quote',
      metadata: {
        calculator: 'stress_test',
        rulesOn: day,
        ...inputs,
        calculations: {
          qualifyingRate: result.qualifyingRate.rate,
          qualifyingRateBasis: result.qualifyingRate.basis,
          maxMortgage: result.inForce.maxMortgage,
          maxPrice: result.inForce.maxPrice,
          binding: result.inForce.binding,
          limits: result.inForce.limits,
          conservativeMaxMortgage: result.conservative.maxMortgage,
          conservativeMaxPrice: result.conservative.maxPrice,
          tested: result.tested,
        },
      },
    };
  }
  const { kind: _kind, name: _name, email: _email, phone: _phone, agentId: _agentId, company_url: _honeypot, ...inputs } = input;
  const { rule: _rule, ...penalty } = prepaymentPenalty(inputs, day);
  return { ...contact, type: 'refinance', metadata: { calculator: 'penalty', rulesOn: day, ...inputs, calculations: penalty } };
}
