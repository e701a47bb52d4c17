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

/**
 * What a side-by-side lead stores: the scenarios and the buyer's answer as sent, each scenario's
 * figures worked out here under the insured-mortgage rules in force on `today` (YYYY-MM-DD, the
 * brokerage's day the lead arrives), as the page does with its own today.
 */
export function comparisonLeadMetadata(input: ComparisonLead, today: string) {
  const buyer = { firstTimeOrNewBuild: input.firstTimeOrNewBuild, on: today };
  return {
    calculator: 'comparison',
    inputs: { scenarios: input.scenarios, firstTimeOrNewBuild: input.firstTimeOrNewBuild },
    calculations: { rulesOn: today, scenarios: input.scenarios.map((s) => compareScenario(s, buyer)) },
  };
}
