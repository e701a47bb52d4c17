import { compareScenario } from '@maple/shared/mortgage/comparison';
import { prepaymentSchedule } from '@maple/shared/mortgage/prepayment';
import type { ComparisonLead, PrepaymentLead } from '@maple/shared/schemas/leads';

/**
 * What a prepayment lead stores: the page's inputs as sent and the figures worked out here from
 * them (ARCHITECTURE §7: whatever the browser computed is never read). Amounts in dollars to the
 * cent, as the page shows them.
 */
export function prepaymentLeadMetadata(input: PrepaymentLead) {
  const { principal, ratePercent, amortizationYears, frequency, extraPayment, annualLumpSum, oneOffLumpSum, oneOffYear } = input;
  const { lumpSumPrivilegePercent, paymentIncreasePrivilegePercent } = input;
  const inputs = {
    principal,
    ratePercent,
    amortizationYears,
    frequency,
    extraPayment,
    annualLumpSum,
    oneOffLumpSum,
    oneOffYear,
    lumpSumPrivilegePercent,
    paymentIncreasePrivilegePercent,
  };
  const r = prepaymentSchedule(inputs);
  return {
    calculator: 'prepayment',
    inputs,
    calculations: {
      regularPayment: r.regularPayment,
      paymentWithIncrease: r.paymentWithIncrease,
      numberOfPayments: r.numberOfPayments,
      payoffMonths: r.payoffMonths,
      totalInterest: r.totalInterest,
      totalPrepaid: r.totalPrepaid,
      interestSaved: r.interestSaved,
      monthsSaved: r.monthsSaved,
      privilegeExceeded: r.excesses,
    },
  };
}

/** What a side-by-side lead stores: the scenarios as sent, each one's figures worked out here. */
export function comparisonLeadMetadata(input: ComparisonLead) {
  return {
    calculator: 'comparison',
    inputs: { scenarios: input.scenarios },
    calculations: { scenarios: input.scenarios.map(compareScenario) },
  };
}
