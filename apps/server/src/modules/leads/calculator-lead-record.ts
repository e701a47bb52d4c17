import { compareScenario } from '@maple/shared/mortgage/comparison';
import { prepaymentSchedule } from '@maple/shared/mortgage/prepayment';
import type { CalculatorLeadContext } from '@maple/shared/schemas/calculator-lead';

/**
 * The `calculator` part of a quote lead's metadata: the page's inputs as sent, and its results
 * worked out here from them; whatever the browser computed is never read (ARCHITECTURE §7).
 */
export function calculatorLeadMetadata(context: CalculatorLeadContext): Record<string, unknown> {
  switch (context.kind) {
    case 'prepayment': {
      const { kind, ...inputs } = context;
      const r = prepaymentSchedule(inputs);
      return {
        kind,
        inputs,
        results: {
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
    case 'comparison':
      return {
        kind: context.kind,
        inputs: { scenarios: context.scenarios },
        results: { scenarios: context.scenarios.map(compareScenario) },
      };
  }
}
