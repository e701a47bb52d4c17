import { z } from 'zod';
import { comparisonLeadContext, prepaymentLeadContext } from './prepayment-lead.ts';

/**
 * The calculator a quote lead was sent from, with that calculator's inputs, told apart by `kind`
 * (issue 41). Each calculator adds its own schema to this list; the server recomputes each one.
 */
export const calculatorLeadContext = z.discriminatedUnion('kind', [prepaymentLeadContext, comparisonLeadContext]);
export type CalculatorLeadContext = z.infer<typeof calculatorLeadContext>;
