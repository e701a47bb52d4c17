import type { leads } from '@maple/db/schema/leads';
import type { Language } from '@maple/shared/i18n/languages';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { leadsMessages } from '@maple/shared/messages/leads';
import { inLanguage } from '../../lib/in-language.ts';
import { calculateQuote, quoteOutputs } from '@maple/shared/mortgage/quote';
import { calculatorLeadRecord } from './calculator-lead-record.ts';
import { chatLeadFallback, type CreateLeadInput } from '@maple/shared/schemas/leads';
import { comparisonLeadMetadata, prepaymentLeadMetadata } from './prepayment-lead-metadata.ts';
import { closingCostsLeadMetadata, landTransferTaxLeadMetadata } from './calculator-lead-metadata.ts';

export type LeadRecord = Omit<typeof leads.$inferInsert, 'id' | 'agentId' | 'createdAt' | 'notes'>;

/**
 * The row each form stores, exactly as public-site §3 lists it. A quote's calculations are worked
 * out here from its inputs; whatever the browser computed is never read (ARCHITECTURE §7).
 * `language` is the page's the person wrote from (decision 071): the row keeps it, and the words of
 * a consent are kept as that page showed them.
 */
export function leadRecord(input: CreateLeadInput, now: Date, language: Language = 'en'): LeadRecord {
  return { ...recordOf(input, now, language), language };
}

function recordOf(input: CreateLeadInput, now: Date, language: Language): LeadRecord {
  switch (input.kind) {
    case 'quote': {
      const { price, downPayment, location, amortization, mortgageRate, paymentFrequency } = input;
      const calculations = quoteOutputs.parse(calculateQuote({ price, downPayment, amortization, mortgageRate, paymentFrequency }));
      return {
        clientName: input.name,
        clientEmail: input.email,
        clientPhone: input.phone ?? null,
        type: input.quoteType === 'renewal' ? 'refinance' : 'rate_quote',
        source: 'mortgage_calculator',
        status: 'new',
        message: null,
        metadata: { price, downPayment, location, amortization, mortgageRate, paymentFrequency, calculations },
      };
    }
    case 'stress_test':
    case 'penalty':
      return calculatorLeadRecord(input, now);
    case 'contact':
      return {
        clientName: `${input.firstName} ${input.lastName}`,
        clientEmail: input.email,
        clientPhone: input.phone,
        type: 'contact',
        source: 'contact_form',
        status: 'new',
        message: input.comments,
        // The consent text is stored with the lead as the record of what the visitor agreed to.
        metadata: { phoneType: input.phoneType, postalCode: input.postalCode ?? null, consent: true, consentText: inLanguage(leadsMessages, language).consentText },
      };
    case 'agent_application':
      return {
        clientName: input.name,
        clientEmail: input.email,
        clientPhone: input.phone,
        type: 'contact',
        source: 'website',
        status: 'new',
        message: input.message ?? null,
        metadata: { type: 'agent_application', experience: input.experience },
      };
    case 'newsletter':
      return {
        clientName: input.email.split('@')[0]!,
        clientEmail: input.email,
        clientPhone: null,
        type: 'contact',
        source: 'newsletter',
        status: 'new',
        message: null,
        metadata: { subscribed_to: 'newsletter' },
      };
    case 'application':
      return {
        clientName: input.name,
        clientEmail: input.email,
        clientPhone: input.phone,
        type: 'application',
        source: 'website',
        status: 'new',
        message: null,
        metadata: { mortgage_amount: input.mortgageAmount, ...(input.propertyAddress ? { property_address: input.propertyAddress } : {}) },
      };
    case 'prepayment':
    case 'comparison':
      return {
        clientName: input.name,
        clientEmail: input.email,
        clientPhone: input.phone ?? null,
        type: 'rate_quote',
        source: 'mortgage_calculator',
        status: 'new',
        message: null,
        metadata: input.kind === 'prepayment' ? prepaymentLeadMetadata(input) : comparisonLeadMetadata(input, brokerageDay(now)),
      };
    case 'land_transfer_tax':
    case 'closing_costs':
      return {
        clientName: input.name,
        clientEmail: input.email,
        clientPhone: input.phone ?? null,
        type: 'rate_quote',
        source: 'mortgage_calculator',
        status: 'new',
        message: null,
        metadata: input.kind === 'land_transfer_tax' ? landTransferTaxLeadMetadata(input) : closingCostsLeadMetadata(input),
      };
    case 'chat':
      return {
        clientName: input.name ?? chatLeadFallback.name,
        clientEmail: input.email ?? chatLeadFallback.email,
        clientPhone: input.phone ?? null,
        type: 'contact',
        source: 'AI Chatbot',
        status: 'new',
        message: JSON.stringify({ conversation: input.conversation, last_interaction: now.toISOString() }),
        metadata: {
          property_value: input.propertyValue ?? null,
          property_type: input.propertyType ?? null,
          down_payment: input.downPayment ?? null,
          mortgage_type: input.mortgageType ?? null,
          source_details: input.sourceDetails ?? null,
          chat_session_id: input.chatSessionId,
        },
      };
  }
}
