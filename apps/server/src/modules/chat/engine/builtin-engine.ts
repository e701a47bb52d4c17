import type { Db } from '@maple/db/client';
import type { Language } from '@maple/shared/i18n/languages';
import { chatAnswerTemplates } from '@maple/shared/messages/chat';
import { insurancePremium } from '@maple/shared/mortgage/insurance';
import { mortgageRules } from '@maple/shared/mortgage/rules';
import type { RateType } from '@maple/shared/schemas/rates';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import type { Logger } from '../../../lib/logger.ts';
import { amountRolesIn, type RoledAmount } from '../amount-roles.ts';
import { withoutContactDetails } from '../contact-extraction.ts';
import { amountsFromConversation, type ConversationAmounts } from '../conversation-amounts.ts';
import { knowledgeEntry } from '../knowledge/knowledge-base.ts';
import { inLanguage } from '../../../lib/in-language.ts';
import { insuranceAnswerTemplates } from './answer-templates.ts';
import { chatFormats, type ChatFormats } from './chat-format.ts';
import { affordabilityFor, findCurrentRate, minimumDownFor, paymentFor } from './chat-tools.ts';
import { questionCues, type QuestionCues } from './question-cues.ts';
import { moneyIn, numbersInText, yearsIn } from './numbers-in-text.ts';
import { searchKnowledge } from './retrieval.ts';

export type EngineDeps = { db: Db; logger: Logger };
/** `language`: what the visitor writes in (chat-language.ts); the answer is written in it. */
export type EngineContext = { assistantName: string; language: Language };

/** An answer, or null when nothing matched (the caller decides between the fallback and a contact reply). */
export type BuiltinAnswer = { text: string; intent: string } | null;

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const has = (text: string, pattern: RegExp) => pattern.test(text);

/** What one answer is written with: the visitor's language's cues, texts and number formats. */
type Speech = { cues: QuestionCues; t: typeof chatAnswerTemplates; ti: (typeof insuranceAnswerTemplates)['en']; f: ChatFormats; language: Language };

function speechIn(language: Language): Speech {
  return { cues: questionCues[language], t: inLanguage(chatAnswerTemplates, language), ti: insuranceAnswerTemplates[language], f: chatFormats[language], language };
}

function termFrom(text: string, cues: QuestionCues): number | undefined {
  const match = cues.term.exec(text);
  if (!match) return undefined;
  const years = Number(match[1]);
  return years >= 1 && years <= 10 ? years * 12 : undefined;
}

function rateTypeFrom(text: string, cues: QuestionCues): RateType | undefined {
  const fixed = cues.fixed.test(text);
  const variable = cues.variable.test(text);
  if (fixed === variable) return undefined;
  return fixed ? 'fixed' : 'variable';
}

/** Today's best rate from the rates table; with no active rate it says so, and a failure falls back to the canned text. */
async function rateAnswer(deps: EngineDeps, text: string, { cues, t, f, language }: Speech): Promise<string> {
  const termMonths = termFrom(text, cues);
  const rateType = rateTypeFrom(text, cues);
  try {
    const rate = await findCurrentRate(deps.db, { termMonths, rateType });
    if (!rate) {
      return `${fill(t.noRate, { term: termMonths ? f.term(termMonths) : '', type: rateType ? f.rateType(rateType) : '' }).replace(/\s{2,}/g, ' ')} ${t.offerAgent}`;
    }
    const values = { term: f.term(rate.termMonths), type: f.rateType(rate.rateType), rate: f.percent(rate.ourRate), posted: f.percent(rate.postedRate), mortgageType: f.mortgageType(rate.mortgageType), province: f.province(rate.province, rate.provinceName) };
    const headline = fill(termMonths || rateType ? t.bestRate : t.bestRateAny, values);
    return `${headline} ${t.rateDisclaimer} ${t.offerAgent}`;
  } catch (error) {
    deps.logger.warn('chat rate lookup failed; canned answer given', { error: (error as Error).message });
    return knowledgeEntry('rates-general', language).answer;
  }
}

/** The interest rate: a percent that is not the down payment's. */
const ratePercentIn = (here: readonly RoledAmount[]) => here.find((a) => a.percent && a.role !== 'down' && a.value > 0 && a.value <= 30)?.value;

/**
 * The price a question is about: the one it names, else its largest amount no word beside it
 * calls something else ("minimum down payment for 1.2 million?").
 */
function priceIn(here: readonly RoledAmount[]): number | undefined {
  const named = here.findLast((a) => !a.percent && a.role === 'price');
  if (named) return named.value;
  const loose = here.filter((a) => !a.percent && (!a.role || a.strength === 'sentence'));
  return loose.length ? Math.max(...loose.map((a) => a.value)) : undefined;
}

// An earlier down payment counts only for the same price: a new price may be another home.
const downFor = (price: number, ownFigures: ConversationAmounts, known: ConversationAmounts) =>
  ownFigures.downPayment ?? (price === known.propertyValue ? known.downPayment : undefined);

/** The loan a payment question is about, from its own words or else the price and down payment the visitor gave. */
type Loan = { amount: number; price?: number; down?: number };

function loanFor(here: readonly RoledAmount[], ownFigures: ConversationAmounts, known: ConversationAmounts, askedOnly: boolean): Loan | undefined {
  const loan = here.findLast((a) => !a.percent && a.role === 'loan');
  if (loan) return { amount: loan.value };
  const price = priceIn(here);
  const forPrice = price ?? (askedOnly ? known.propertyValue : undefined);
  if (forPrice === undefined) return undefined;
  const down = downFor(forPrice, ownFigures, known);
  return down ? { amount: forPrice - down, price: forPrice, down } : { amount: forPrice };
}

async function paymentAnswer(deps: EngineDeps, text: string, here: readonly RoledAmount[], loan: Loan, { t, f }: Speech): Promise<string> {
  const years = yearsIn(text) ?? 25;
  const { amount } = loan;
  const rate = ratePercentIn(here);
  const label = loan.price !== undefined && loan.down ? f.loanLabel(f.money(amount, false), f.money(loan.price, false), f.money(loan.down, false)) : f.money(amount, false);
  if (rate !== undefined) {
    const figures = paymentFor(amount, rate, years);
    return `${fill(t.payment, { amount: label, rate: f.givenPercent(rate), years, payment: f.money(figures.monthlyPayment) })} ${t.offerAgent}`;
  }
  try {
    const current = await findCurrentRate(deps.db, { termMonths: 60, rateType: 'fixed' });
    if (current) {
      const figures = paymentFor(amount, current.ourRate, years);
      return `${fill(t.paymentAtCurrentRate, { amount: label, rate: f.percent(current.ourRate), years, payment: f.money(figures.monthlyPayment) })} ${t.offerAgent}`;
    }
  } catch (error) {
    deps.logger.warn('chat rate lookup failed; payment needs a rate', { error: (error as Error).message });
  }
  return fill(t.paymentNeedsRate, { amount: f.money(amount, false) });
}

function minimumDownAnswer(price: number, { t, f }: Speech): string {
  const figures = minimumDownFor(price);
  const lines = [fill(t.minimumDown, { price: f.money(price, false), minimum: f.money(figures.minimumDown), percent: f.givenPercent(figures.percentOfPrice) })];
  if (price < 1_000_000) lines.push(fill(t.minimumDownInsurance, { twenty: f.money(price * 0.2) }));
  lines.push(t.offerAgent);
  return lines.join(' ');
}

/** The default insurance premium for the visitor's own price; at the minimum down payment when they gave none. */
function insuranceAnswer(price: number, down: number | undefined, { t, ti, f }: Speech): string {
  const money = f.money;
  const sharePercent = (value: number) => f.givenPercent(Number(value.toFixed(2)));
  const rules = mortgageRules.minimumDownPayment;
  if (price >= rules.fullPriceThreshold) {
    return `${fill(ti.notInsurable, { threshold: money(rules.fullPriceThreshold, false), price: money(price, false), twenty: money((price * rules.fullPricePercent) / 100) })} ${t.offerAgent}`;
  }
  const figures = insurancePremium(price, down ?? minimumDownFor(price).minimumDown);
  const downLabel = down === undefined ? fill(ti.minimumDown, { minimum: money(figures.minimumDownPayment, false) }) : money(down, false);
  const values = { down: downLabel, price: money(price, false), downPercent: sharePercent(figures.downPaymentPercent), minimum: money(figures.minimumDownPayment, false) };
  if (figures.belowMinimumDownPayment) return `${fill(ti.belowMinimum, values)} ${t.offerAgent}`;
  if (figures.premium === 0) return `${fill(ti.noPremium, values)} ${t.offerAgent}`;
  const loan = price - (down ?? figures.minimumDownPayment);
  return `${fill(ti.premium, { ...values, premiumPercent: f.oneDecimalPercent(figures.premiumPercent), loan: money(loan, false), premium: money(figures.premium) })} ${t.offerAgent}`;
}

function affordabilityAnswer(text: string, here: readonly RoledAmount[], { t, f }: Speech): string | null {
  const money = f.money;
  const dollars = here.filter((a) => !a.percent);
  const down = dollars.find((a) => a.role === 'down');
  // Rent, a price or a loan is no income; an amount no word beside it names may be.
  const income = dollars.find((a) => a.role === 'income') ?? dollars.find((a) => a !== down && (!a.role || a.strength === 'sentence'));
  if (!income) return null;
  const rate = ratePercentIn(here);
  const years = yearsIn(text) ?? 25;
  const a = affordabilityFor(income.value, down?.value ?? 0, rate, years);
  return `${fill(t.affordability, { income: money(a.annualIncome, false), down: money(a.downPayment, false), rate: f.givenPercent(a.ratePercent), years: a.amortizationYears, price: money(a.maxPrice, false), mortgage: money(a.maxMortgage, false), payment: money(a.monthlyPayment) })} ${t.offerAgent}`;
}

/**
 * The answers worked out from figures: minimum down payment, insurance and payment from the
 * question's own amounts, else from the price and down payment the visitor gave earlier (`known`),
 * so nobody is asked for a price they already wrote; then affordability and today's rates.
 */
async function figureAnswer(deps: EngineDeps, text: string, known: ConversationAmounts, speech: Speech): Promise<BuiltinAnswer> {
  const { downPaymentWords, affordWords, incomeWords, insuranceWords, otherInsurance, paymentWords, paymentQuestion, notPaymentFigure, rateWords, rateQuestion, notRateLookup, downQuestion, minimumQuestion } = speech.cues;
  const here = amountRolesIn(text);
  const ownFigures = amountsFromConversation([{ role: 'user', content: text }]);
  const amounts = moneyIn(text);
  const price = priceIn(here);

  if (has(text, downPaymentWords) && !has(text, affordWords) && !has(text, speech.cues.paymentNotDown)) {
    // A question naming its price may ask "what"; an earlier price answers only a question about the minimum.
    const forPrice = price ?? known.propertyValue;
    const asks = price !== undefined ? has(text, downQuestion) : has(text, minimumQuestion);
    if (forPrice !== undefined && asks) return { text: minimumDownAnswer(forPrice, speech), intent: 'minimum-down-payment' };
  }
  if (has(text, affordWords) && (has(text, incomeWords) || amounts.length > 0)) {
    const answer = affordabilityAnswer(text, here, speech);
    if (answer) return { text: answer, intent: 'affordability' };
  }
  if (has(text, insuranceWords) && !has(text, otherInsurance)) {
    const insured = price ?? known.propertyValue;
    if (insured !== undefined) return { text: insuranceAnswer(insured, downFor(insured, ownFigures, known), speech), intent: 'insurance' };
  }
  const paymentMention = text.replace(downPaymentWords, ' ');
  if (has(paymentMention, paymentWords)) {
    const askedOnly = has(text, paymentQuestion) && !has(text, notPaymentFigure);
    const loan = loanFor(here, ownFigures, known, askedOnly);
    if (loan && loan.amount >= 1_000) return { text: await paymentAnswer(deps, text, here, loan, speech), intent: 'payment' };
  }
  if (has(text, rateWords) && has(text, rateQuestion) && !has(text, notRateLookup) && numbersInText(text).every((n) => n.kind !== 'money')) {
    return { text: await rateAnswer(deps, text, speech), intent: 'rate' };
  }
  return null;
}

// Canned answers that end by asking for a price: with the visitor's price known, the figure itself.
const workedOut: Record<string, (known: ConversationAmounts, speech: Speech) => string | undefined> = {
  'minimum-down-payment': (known, speech) => (known.propertyValue === undefined ? undefined : minimumDownAnswer(known.propertyValue, speech)),
  'cmhc-insurance': (known, speech) => (known.propertyValue === undefined ? undefined : insuranceAnswer(known.propertyValue, known.downPayment, speech)),
};

// A reply of a figure or two ("about 650k", "actually make that 575k"), not a new question.
const figuresOnly = (text: string) => numbersInText(text).length > 0 && text.replace(/[^\p{L}\s]/gu, ' ').trim().split(/\s+/).filter(Boolean).length <= 6;

/**
 * The built-in engine: answers worked out from figures (rates, payment, minimum down payment,
 * insurance, affordability), then a search of the knowledge base. No network, no model. A message
 * that only gives figures answers the visitor's previous question again with them.
 */
export async function builtinAnswer(deps: EngineDeps, conversation: readonly ChatTurn[], context: EngineContext): Promise<BuiltinAnswer> {
  const raw = conversation.at(-1)?.content ?? '';
  const text = withoutContactDetails(raw);
  const speech = speechIn(context.language);
  const { cues, t } = speech;
  if (cues.greetingOnly.test(raw)) return { text: fill(t.greeting, { name: context.assistantName }), intent: 'greeting' };
  if (cues.thanksOnly.test(raw)) return { text: t.thanks, intent: 'thanks' };

  const known = amountsFromConversation(conversation);
  const answer = await figureAnswer(deps, text, known, speech);
  if (answer) return answer;

  const previous = conversation.slice(0, -1).findLast((m) => m.role === 'user')?.content;
  if (previous && figuresOnly(text)) {
    const again = await figureAnswer(deps, withoutContactDetails(previous), known, speech);
    if (again) return again;
  }

  const [best] = searchKnowledge(text, 3, context.language);
  if (!best) return null;
  const exact = workedOut[best.entry.id]?.(known, speech);
  return exact ? { text: exact, intent: `kb:${best.entry.id}:worked-out` } : { text: best.entry.answer, intent: `kb:${best.entry.id}` };
}

