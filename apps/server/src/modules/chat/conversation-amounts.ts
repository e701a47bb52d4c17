import type { ChatTurn } from '@maple/shared/schemas/chat';
import { amountRolesIn, type AmountRole } from './amount-roles.ts';

/**
 * The figures a visitor gave over a whole conversation, in dollars. A down payment given as a
 * percent becomes dollars once a price is known; until then it stays a percent.
 */
export type ConversationAmounts = { propertyValue?: number; downPayment?: number; downPaymentPercent?: number; income?: number };

// Words that say a figure replaces the one given just before ("actually make that 575k").
const correction = /(?<![A-Za-z])(?:actually|make (?:that|it)|i meant|i mean|sorry|correction|instead|rather|change (?:that|it)|update|oops|typo|no,|en fait|plutôt|je voulais dire|désolée?|je corrige)(?![A-Za-z])/i;

const askedFor: readonly [AmountRole, RegExp][] = [
  ['down', /\b(down\s*payment|deposit|mise de fonds)\b/i],
  ['income', /\b(income|salary|revenu)\b/i],
  ['price', /\b(price|worth|value|cost|prix|valeur)\b/i],
];

/** What the assistant's last message asked for ("Tell me a price ..."), so a bare "650k" in reply fills it. */
function askedRole(assistant: string | undefined): AmountRole | undefined {
  if (!assistant) return undefined;
  const asks = (assistant.match(/[^.?!]+[.?!]*/g) ?? []).filter((s) => /\?\s*$|^\s*(tell me|what is|what's|share|let me know|how much)\b/i.test(s));
  const roles = new Set(asks.flatMap((sentence) => askedFor.filter(([, pattern]) => pattern.test(sentence)).map(([role]) => role)));
  return roles.size === 1 ? [...roles][0] : undefined;
}

/**
 * Reads the visitor's messages oldest first, so a later figure replaces an earlier one of the same
 * role. An amount no word explains takes the role of the figure just given when the message
 * corrects it, else what the assistant had just asked for; otherwise it is left out, since a
 * wrong figure on a lead misleads an agent more than a missing one.
 */
export function amountsFromConversation(conversation: readonly ChatTurn[]): ConversationAmounts {
  let price: number | undefined;
  let down: { value: number; percent: boolean } | undefined;
  let income: number | undefined;
  let lastRole: AmountRole | undefined;
  let lastAssistant: string | undefined;
  for (const turn of conversation) {
    if (turn.role === 'assistant') {
      lastAssistant = turn.content;
      continue;
    }
    const corrects = correction.test(turn.content);
    const asked = askedRole(lastAssistant);
    for (const amount of amountRolesIn(turn.content)) {
      let role = amount.role ?? (corrects ? lastRole : asked);
      if (amount.percent && role !== 'down') role = undefined;
      if (!role) continue;
      if (role === 'price') price = amount.value;
      if (role === 'down' && (!amount.percent || (amount.value > 0 && amount.value < 100))) down = { value: amount.value, percent: amount.percent };
      if (role === 'income') income = amount.value;
      lastRole = role;
    }
  }

  const found: ConversationAmounts = {};
  if (price !== undefined) found.propertyValue = price;
  if (income !== undefined) found.income = income;
  if (down?.percent && price === undefined) found.downPaymentPercent = down.value;
  const downDollars = down && (down.percent ? (price !== undefined ? (price * down.value) / 100 : undefined) : down.value);
  // A down payment is less than the price; when it is not, one of the two was misread, and a
  // lead without a down payment misleads less than a wrong one.
  if (downDollars !== undefined && (price === undefined || downDollars < price)) found.downPayment = downDollars;
  return found;
}
