import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '@maple/shared/schemas/chat';
import { amountRolesIn } from './amount-roles.ts';
import { amountsFromConversation } from './conversation-amounts.ts';

const visitor = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

describe('the role of each amount in a message', () => {
  it.each([
    ['condo worth 600000 with 60000 down', [['price', 600_000], ['down', 60_000]]],
    ['20% down on a $500,000 detached home', [['down', 20], ['price', 500_000]]],
    ['house price 750,000, down payment 75,000', [['price', 750_000], ['down', 75_000]]],
    ['I make 120k a year', [['income', 120_000]]],
    ['payment on $400,000 at 4.5%', [['loan', 400_000], [undefined, 4.5]]],
    ['minimum down payment for 750k', [['price', 750_000]]],
    // The down payment's words name the 10 % before them, not the rate after them.
    ['une maison de 750 000 $ avec 10 % de mise de fonds à 4 %', [['price', 750_000], ['down', 10], [undefined, 4]]],
  ])('%j', (text, roles) => {
    expect(amountRolesIn(text).map((a) => [a.role, a.value])).toEqual(roles);
  });

  it('lets one cue word name one amount: "a $650,000 condo, 40k" has one price', () => {
    expect(amountRolesIn('a $650,000 condo, 40k').map((a) => a.role)).toEqual(['price', undefined]);
  });

  it('falls back on a cue elsewhere in the sentence, and says so', () => {
    expect(amountRolesIn('We plan to buy a house in 2027, around 700k')).toEqual([expect.objectContaining({ value: 700_000, role: 'price', strength: 'sentence' })]);
  });
});

describe('the figures of a whole conversation', () => {
  it('turns a percent into dollars once a price is known, even a later one', () => {
    expect(amountsFromConversation([visitor("I'll put 10% down"), assistant('Good.'), visitor('the house is 640,000')])).toEqual({ propertyValue: 640_000, downPayment: 64_000 });
    expect(amountsFromConversation([visitor("I'll put 10% down")])).toEqual({ downPaymentPercent: 10 });
  });

  it('replaces a figure with a later correction of the same role', () => {
    const conversation = [visitor('a $550,000 townhouse with $55,000 down'), assistant('Great!'), visitor('actually make that 575k for the townhouse')];
    expect(amountsFromConversation(conversation)).toEqual({ propertyValue: 575_000, downPayment: 55_000 });
    expect(amountsFromConversation([visitor('Our down payment will be 40k'), assistant('Thanks!'), visitor('sorry, I meant 45k')])).toEqual({ downPayment: 45_000 });
    expect(amountsFromConversation([visitor('condo 560k'), assistant('Noted!'), visitor("typo: it's 650k not 560k")])).toEqual({ propertyValue: 650_000 });
  });

  it('gives a bare amount the role the assistant just asked for, and no role without a question', () => {
    const asked = [visitor('How much do I need for a down payment?'), assistant('It depends on the price. Tell me a price and I will work out the exact minimum.'), visitor('about 650k')];
    expect(amountsFromConversation(asked)).toEqual({ propertyValue: 650_000 });
    expect(amountsFromConversation([visitor('hello'), assistant('Hello! How can I help?'), visitor('about 650k')])).toEqual({});
  });

  it('reads only the visitor: an amount the assistant quoted is not the visitor\'s', () => {
    expect(amountsFromConversation([visitor('How much is the minimum?'), assistant('For a $750,000 home the minimum down payment is $50,000.'), visitor('thanks')])).toEqual({});
  });

  it('leaves out a down payment that is not below the price (one of them was misread)', () => {
    expect(amountsFromConversation([visitor('house price 500k and down payment 500k')])).toEqual({ propertyValue: 500_000 });
  });
});
