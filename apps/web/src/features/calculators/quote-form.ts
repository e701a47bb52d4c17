import { mortgageRules, type PaymentFrequency, type QuoteLocation } from '@maple/shared/mortgage/rules';
import type { QuoteTerms } from '@maple/shared/mortgage/quote';
import type { CreateLeadRequest, QuoteType } from '@maple/shared/schemas/leads';
import { parseNumberText } from './url-inputs';

/** The quote dialog's fields as the inputs hold them (text); see toQuoteLead for the request. */
export interface QuoteFormValues {
  price: string;
  downPayment: string;
  location: QuoteLocation;
  amortization: string;
  mortgageRate: string;
  paymentFrequency: PaymentFrequency;
  name: string;
  email: string;
  phone: string;
  /** An agent id, or 'none' for unassigned. */
  agentId: string;
  /** The honeypot (leadHoneypotField): people never see it, so it stays empty. */
  company_url: string;
}

/** POST /api/leads for a quote, as sent (the schema's input side). */
export type QuoteLeadRequest = Extract<CreateLeadRequest, { kind: 'quote' }>;

const defaults = mortgageRules.quote.defaults;

/** Spec §3 "Quote form state": Ontario, 25 years, 3.94%, monthly; price and down payment empty. */
export const emptyQuoteForm: QuoteFormValues = {
  price: '',
  downPayment: '',
  location: defaults.location,
  amortization: String(defaults.amortization),
  mortgageRate: String(defaults.mortgageRate),
  paymentFrequency: defaults.paymentFrequency,
  name: '',
  email: '',
  phone: '',
  agentId: 'none',
  company_url: '',
};

/** The dialog lists the spec's five quote frequencies; rapid weekly belongs to the payment calculator. */
export const quoteFrequencies = mortgageRules.paymentFrequencies.filter((f) => f.id !== 'accelerated-weekly');

/** An empty price or down payment counts as 0 (spec §5: then every output is 0); other text must be a number. */
function amount(text: string): number {
  return text.trim() === '' ? 0 : parseNumberText(text);
}

/**
 * The POST /api/leads body, before the shared `quoteLead` schema checks it: exactly the schema's
 * fields and no calculations (the server works them out from these inputs).
 */
export function toQuoteLead(values: QuoteFormValues, quoteType: QuoteType): QuoteLeadRequest {
  return {
    kind: 'quote',
    quoteType,
    price: amount(values.price),
    downPayment: amount(values.downPayment),
    location: values.location,
    amortization: parseNumberText(values.amortization),
    mortgageRate: parseNumberText(values.mortgageRate),
    paymentFrequency: values.paymentFrequency,
    name: values.name,
    email: values.email,
    phone: values.phone,
    agentId: values.agentId,
    company_url: values.company_url,
  };
}

/** The live estimate's terms: anything not (yet) a usable number counts as 0. */
export function quoteTerms(values: QuoteFormValues): QuoteTerms {
  const usable = (n: number) => (Number.isFinite(n) && n >= 0 ? n : 0);
  const lead = toQuoteLead(values, 'purchase');
  return {
    price: usable(lead.price),
    downPayment: usable(lead.downPayment),
    amortization: Math.max(1, Math.round(usable(lead.amortization))),
    mortgageRate: usable(lead.mortgageRate),
    paymentFrequency: lead.paymentFrequency,
  };
}
