import type { ChatTurn } from '@maple/shared/schemas/chat';
import { emailPattern, phonePattern } from './contact-patterns.ts';
import { amountsFromConversation, type ConversationAmounts } from './conversation-amounts.ts';

/** What a conversation revealed about the visitor (public-site §5); absent fields were not found. */
export type ExtractedContact = {
  name?: string;
  email?: string;
  phone?: string;
  propertyValue?: string;
  propertyType?: string;
  downPayment?: string;
  mortgageType?: string;
};

// 'my name is', "I'm", 'this is', 'call me' (and French "je m'appelle", "mon nom est", "moi c'est"),
// then one or more words of letters: 2 to 40 letters in all.
const nameIntro = `my name is|my name's|i am|i'm|i’m|this is|call me|je m['’]appelle|mon nom est|moi,? c['’]est`;
const namePattern = new RegExp(
  `(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?:${nameIntro})\\s+([A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]*(?:\\s+[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]*){0,2})`,
  'i',
);
// Words after "I'm" that describe a state, not a name ("I'm looking", "I'm a first-time buyer").
const notNames = new Set(
  `a an the looking interested thinking trying planning wondering buying selling hoping just not so very really new first self
   currently going here calling asking curious about from in at on with ready married single retired renewing refinancing
   moving considering sure happy glad good fine ok okay still also only able unable worried concerned my your our their his
   her it its that this what how for to great helpful useful important urgent correct right wrong too expensive confusing
   because afraid nervous excited approved pre-approved employed unemployed self-employed over under around almost`.split(/\s+/),
);
const propertyTypePattern = /\b(semi-detached|semi detached|detached|townhouse|town house|condo|condominium|duplex|apartment|house)\b/i;
const mortgageTypePattern = /\b(fixed|variable|conventional|refinance|refinancing|renewal|renewing)\b/i;

const letters = (value: string) => value.replace(/[^A-Za-zÀ-ÖØ-öø-ÿ]/g, '').length;
const titleCase = (value: string) => value.replace(/(^|[\s'’-])([a-zà-öø-ÿ])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());

export function extractEmail(text: string): string | undefined {
  return emailPattern.exec(text)?.[0].toLowerCase();
}

export function extractPhone(text: string): string | undefined {
  const match = phonePattern.exec(text.replace(emailPattern, ' '));
  return match ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

export function extractName(text: string): string | undefined {
  const match = namePattern.exec(text);
  if (!match) return undefined;
  const words = match[1]!.split(/\s+/);
  // Stop at the first word that is not part of a name ("I'm Ada and ...", "call me tomorrow").
  const kept: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    if (notNames.has(lower) || ['and', 'but', 'or', 'tomorrow', 'today', 'at', 'please', 'thanks', 'back', 'later', 'anytime', 'after', 'before'].includes(lower)) break;
    kept.push(word);
  }
  const name = kept.join(' ');
  const count = letters(name);
  if (count < 2 || count > 40) return undefined;
  return titleCase(name);
}

export function extractPropertyType(text: string): string | undefined {
  const found = propertyTypePattern.exec(text)?.[1]?.toLowerCase();
  if (!found) return undefined;
  if (found === 'semi detached') return 'semi-detached';
  if (found === 'town house') return 'townhouse';
  if (found === 'condominium') return 'condo';
  return found;
}

export function extractMortgageType(text: string): string | undefined {
  const found = mortgageTypePattern.exec(text)?.[1]?.toLowerCase();
  if (!found) return undefined;
  if (found === 'refinancing') return 'refinance';
  if (found === 'renewing') return 'renewal';
  return found;
}

const formatAmount = (value: number) => `$${Math.round(value).toLocaleString('en-CA')}`;
const formatPercent = (value: number) => `${Number(value.toFixed(2))}%`;

function leadAmounts(amounts: ConversationAmounts): Pick<ExtractedContact, 'propertyValue' | 'downPayment'> {
  return {
    propertyValue: amounts.propertyValue === undefined ? undefined : formatAmount(amounts.propertyValue),
    // A share with no price to take it of is still worth telling the agent.
    downPayment: amounts.downPayment !== undefined ? formatAmount(amounts.downPayment) : amounts.downPaymentPercent !== undefined ? formatPercent(amounts.downPaymentPercent) : undefined,
  };
}

/** The home's price or value in one message ("a $650,000 condo", "house worth 800k"). */
export function extractPropertyValue(text: string): string | undefined {
  return leadAmounts(amountsFromConversation([{ role: 'user', content: text }])).propertyValue;
}

/** The down payment in one message ("$50,000 down", "down payment of 60k", "20% down on a $500,000 home"). */
export function extractDownPayment(text: string): string | undefined {
  return leadAmounts(amountsFromConversation([{ role: 'user', content: text }])).downPayment;
}

/**
 * Reads the visitor's own messages (never the assistant's, which quote examples) newest first,
 * so a corrected email or phone replaces the earlier one. Amounts are read in order instead: a
 * figure's role can depend on what came before it ("actually make that 575k").
 */
export function extractContact(conversation: readonly ChatTurn[]): ExtractedContact {
  const said = conversation.filter((m) => m.role === 'user').map((m) => m.content).reverse();
  const first = <T,>(read: (text: string) => T | undefined) => {
    for (const text of said) {
      const value = read(text);
      if (value !== undefined) return value;
    }
    return undefined;
  };
  const found: ExtractedContact = {
    name: first(extractName),
    email: first(extractEmail),
    phone: first(extractPhone),
    ...leadAmounts(amountsFromConversation(conversation)),
    propertyType: first(extractPropertyType),
    mortgageType: first(extractMortgageType),
  };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) as ExtractedContact;
}

/** Contact details in one message: enough to tell whether the visitor just gave them. */
export function hasContactDetails(text: string): boolean {
  return Boolean(extractEmail(text) || extractPhone(text) || extractName(text));
}

/** The message without the visitor's contact details, so they do not steer the answer search. */
export function withoutContactDetails(text: string): string {
  const name = extractName(text);
  const stripped = text.replace(new RegExp(emailPattern.source, 'g'), ' ').replace(new RegExp(phonePattern.source, 'g'), ' ');
  if (!name) return stripped;
  // Only the phrase and the name itself ("I'm Ada, how do I..." keeps "how do I...").
  const words = name.split(' ').map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
  return stripped.replace(new RegExp(`(?<![A-Za-zÀ-ÖØ-öø-ÿ])(?:${nameIntro})\\s+${words}`, 'i'), ' ');
}
