import type { Db } from '@maple/db/client';
import { chatAnswerTemplates as t, chatMessages } from '@maple/shared/messages/chat';
import type { RateType } from '@maple/shared/schemas/rates';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import type { Logger } from '../../../lib/logger.ts';
import { withoutContactDetails } from '../contact-extraction.ts';
import { knowledgeEntry } from '../knowledge/knowledge-base.ts';
import { affordabilityFor, findCurrentRate, minimumDownFor, money, paymentFor, percent } from './chat-tools.ts';
import { moneyIn, numbersInText, yearsIn } from './numbers-in-text.ts';
import { searchKnowledge } from './retrieval.ts';

export type EngineDeps = { db: Db; logger: Logger; requestId?: string };
export type EngineContext = { assistantName: string };

/** An answer, or null when nothing matched (the caller decides between the fallback and a contact reply). */
export type BuiltinAnswer = { text: string; intent: string } | null;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const has = (text: string, pattern: RegExp) => pattern.test(text);

const downPaymentWords = /\b(down\s*-?\s*payments?|downpayments?|put down|deposit)\b/i;
const paymentWords = /\b(payments?|pay|monthly|cost me|instal+ments?)\b/i;
const affordWords = /\b(afford|affordability|borrow|qualify for|how (much|big) (a )?(house|home|mortgage))\b/i;
const incomeWords = /\b(income|salary|earn|earning|make|making|household)\b/i;
const rateWords = /\b(rates?|interest)\b/i;
const rateQuestion = /\b(best|current|currently|today|today's|todays|lowest|now|latest|your|what are|what's|what is|what|offer|have|cheapest|fixed|variable)\b|\d+\s*-?\s*(year|yr)/i;
const notRateLookup = /\b(hold|stress|qualif\w*|differential|prime|set|decide|choose|should|differen\w*|better|vs|versus|penalt\w*|compar\w*|frequenc\w*|explain|how are|why|drop|go down|go up|forecast|wait|predict)\b/i;
const greetingOnly = /^\s*(hi|hello|hey|bonjour|good (morning|afternoon|evening)|greetings)[\s!.,]*$/i;
const thanksOnly = /^\s*(thanks|thank you|thx|great|perfect|ok|okay|cool|awesome)[\s!.,]*(so much|a lot)?[\s!.,]*$/i;

function termFrom(text: string): number | undefined {
  const match = /\b(\d{1,2})\s*-?\s*(?:year|yr)s?\b/i.exec(text);
  if (!match) return undefined;
  const years = Number(match[1]);
  return years >= 1 && years <= 10 ? years * 12 : undefined;
}

function rateTypeFrom(text: string): RateType | undefined {
  const fixed = /\bfixed\b/i.test(text);
  const variable = /\b(variable|adjustable|arm)\b/i.test(text);
  if (fixed === variable) return undefined;
  return fixed ? 'fixed' : 'variable';
}

/** Today's best rate from the rates table; with no active rate it says so, and a failure falls back to the canned text. */
async function rateAnswer(deps: EngineDeps, text: string): Promise<string> {
  const termMonths = termFrom(text);
  const rateType = rateTypeFrom(text);
  try {
    const rate = await findCurrentRate(deps.db, { termMonths, rateType });
    if (!rate) {
      return `${fill(t.noRate, { term: termMonths ? `${termMonths / 12} year` : '', type: rateType ?? '' }).replace(/\s{2,}/g, ' ')} ${t.offerAgent}`;
    }
    const values = { term: rate.termLabel, type: rate.rateType, rate: percent(rate.ourRate), posted: percent(rate.postedRate), mortgageType: rate.mortgageType, province: rate.provinceName };
    const headline = fill(termMonths || rateType ? t.bestRate : t.bestRateAny, values);
    return `${headline} ${t.rateDisclaimer} ${t.offerAgent}`;
  } catch (error) {
    deps.logger.warn('chat rate lookup failed; canned answer given', { requestId: deps.requestId, error: (error as Error).message });
    return knowledgeEntry('rates-general').answer;
  }
}

/** "a $750,000 home with 10% down" or "with $75,000 down": the loan is the price less that. */
function downPaymentIn(text: string, price: number): number {
  for (const n of numbersInText(text)) {
    const after = text.slice(n.end, n.end + 12);
    const before = text.slice(Math.max(0, n.index - 20), n.index);
    const saysDown = /^\s*(down|deposit)\b/i.test(after) || downPaymentWords.test(before);
    if (!saysDown) continue;
    if (n.kind === 'percent' && n.value > 0 && n.value < 100) return (price * n.value) / 100;
    if (n.kind === 'money' && n.value < price) return n.value;
  }
  return 0;
}

/** The interest rate: a percent that is not the down payment's. */
function ratePercentIn(text: string): number | undefined {
  return numbersInText(text).find((n) => n.kind === 'percent' && n.value > 0 && n.value <= 30 && !/^\s*(down|deposit)\b/i.test(text.slice(n.end, n.end + 12)))?.value;
}

async function paymentAnswer(deps: EngineDeps, text: string, price: number): Promise<string> {
  const years = yearsIn(text) ?? 25;
  const down = downPaymentIn(text, price);
  const amount = price - down;
  const rate = ratePercentIn(text);
  const loan = down > 0 ? `${money(amount, false)} (${money(price, false)} less ${money(down, false)} down)` : money(amount, false);
  if (rate !== undefined) {
    const figures = paymentFor(amount, rate, years);
    return `${fill(t.payment, { amount: loan, rate: `${rate}%`, years, payment: money(figures.monthlyPayment) })} ${t.offerAgent}`;
  }
  try {
    const current = await findCurrentRate(deps.db, { termMonths: 60, rateType: 'fixed' });
    if (current) {
      const figures = paymentFor(amount, current.ourRate, years);
      return `${fill(t.paymentAtCurrentRate, { amount: loan, rate: percent(current.ourRate), years, payment: money(figures.monthlyPayment) })} ${t.offerAgent}`;
    }
  } catch (error) {
    deps.logger.warn('chat rate lookup failed; payment needs a rate', { requestId: deps.requestId, error: (error as Error).message });
  }
  return fill(t.paymentNeedsRate, { amount: money(amount, false) });
}

function minimumDownAnswer(price: number): string {
  const figures = minimumDownFor(price);
  const lines = [fill(t.minimumDown, { price: money(price, false), minimum: money(figures.minimumDown), percent: `${figures.percentOfPrice}%` })];
  if (price < 1_000_000) lines.push(fill(t.minimumDownInsurance, { twenty: money(price * 0.2) }));
  lines.push(t.offerAgent);
  return lines.join(' ');
}

function affordabilityAnswer(text: string): string | null {
  const amounts = moneyIn(text);
  const down = amounts.find((a) => downPaymentWords.test(text.slice(Math.max(0, a.index - 25), a.end + 15)) || /\bdown\b/i.test(text.slice(a.end, a.end + 8)));
  const income = amounts.find((a) => a !== down);
  if (!income) return null;
  const rate = ratePercentIn(text);
  const years = yearsIn(text) ?? 25;
  const f = affordabilityFor(income.value, down?.value ?? 0, rate, years);
  return `${fill(t.affordability, { income: money(f.annualIncome, false), down: money(f.downPayment, false), rate: `${f.ratePercent}%`, years: f.amortizationYears, price: money(f.maxPrice, false), mortgage: money(f.maxMortgage, false), payment: money(f.monthlyPayment) })} ${t.offerAgent}`;
}

/**
 * The built-in engine: intent rules for the questions with live figures (rates, payment, minimum
 * down payment, affordability), then a search of the knowledge base. No network, no model.
 */
export async function builtinAnswer(deps: EngineDeps, conversation: readonly ChatTurn[], context: EngineContext): Promise<BuiltinAnswer> {
  const raw = conversation.at(-1)?.content ?? '';
  const text = withoutContactDetails(raw);
  if (greetingOnly.test(raw)) return { text: fill(t.greeting, { name: context.assistantName }), intent: 'greeting' };
  if (thanksOnly.test(raw)) return { text: t.thanks, intent: 'thanks' };

  const amounts = moneyIn(text);
  const largest = amounts.reduce<number | undefined>((max, a) => (max === undefined || a.value > max ? a.value : max), undefined);

  if (has(text, downPaymentWords) && !has(text, affordWords) && largest !== undefined && /\b(minimum|min|need|required|how much|what)\b/i.test(text)) {
    return { text: minimumDownAnswer(largest), intent: 'minimum-down-payment' };
  }
  if (has(text, affordWords) && (has(text, incomeWords) || amounts.length > 0)) {
    const answer = affordabilityAnswer(text);
    if (answer) return { text: answer, intent: 'affordability' };
  }
  const paymentMention = text.replace(downPaymentWords, ' ');
  if (has(paymentMention, paymentWords) && largest !== undefined && largest >= 1_000) {
    return { text: await paymentAnswer(deps, text, largest), intent: 'payment' };
  }
  if (has(text, rateWords) && has(text, rateQuestion) && !has(text, notRateLookup) && numbersInText(text).every((n) => n.kind !== 'money')) {
    return { text: await rateAnswer(deps, text), intent: 'rate' };
  }

  const [best] = searchKnowledge(text);
  if (best) return { text: best.entry.answer, intent: `kb:${best.entry.id}` };
  return null;
}

export const noAnswer = chatMessages.noAnswer;
