import { describe, expect, it } from 'vitest';
import {
  extractContact,
  extractDownPayment,
  extractEmail,
  extractMortgageType,
  extractName,
  extractPhone,
  extractPropertyType,
  extractPropertyValue,
  withoutContactDetails,
} from './contact-extraction.ts';

describe('email', () => {
  it.each([
    ['reach me at Ada.Lovelace+home@Example.com please', 'ada.lovelace+home@example.com'],
    ['ada@mail.example.co.uk', 'ada@mail.example.co.uk'],
  ])('finds the address in %j', (text, email) => expect(extractEmail(text)).toBe(email));
  it.each(['ada at example dot com', 'my handle is @ada', 'ada@localhost', 'email me later'])('finds none in %j', (text) => expect(extractEmail(text)).toBeUndefined());
});

describe('phone (North American, 10 digits)', () => {
  it.each([
    ['call 416-555-0147', '416-555-0147'],
    ['(647) 555 0199 is my cell', '647-555-0199'],
    ['+1 905.555.0123', '905-555-0123'],
    ['4165550147', '416-555-0147'],
  ])('finds the number in %j', (text, phone) => expect(extractPhone(text)).toBe(phone));
  it.each([
    'I have $400,000 saved',
    'my price is 1234567890123',
    'postal code M5V 2T6',
    'call 555-0147',
    'area code 123-555-0147 is not valid',
    'the year 2026 and 25 years',
  ])('finds none in %j', (text) => expect(extractPhone(text)).toBeUndefined());
});

describe('name after a phrase (2 to 40 letters)', () => {
  it.each([
    ['My name is Ada Lovelace', 'Ada Lovelace'],
    ["hi, I'm marc gagnon and I want a quote", 'Marc Gagnon'],
    ['this is Sarah', 'Sarah'],
    ['call me Jo', 'Jo'],
    ['I’m Zoë', 'Zoë'],
  ])('finds the name in %j', (text, name) => expect(extractName(text)).toBe(name));
  it.each([
    "I'm looking for a mortgage",
    "I'm a first-time buyer",
    'this is my first home',
    'call me at 416-555-0147',
    'call me tomorrow',
    'my name is A',
    `my name is ${'x'.repeat(41)}`,
    'Ada Lovelace here',
  ])('finds none in %j', (text) => expect(extractName(text)).toBeUndefined());
});

describe('property value, property type, down payment, mortgage type', () => {
  it.each([
    ['we are buying a $650,000 condo', '$650,000'],
    ['house worth 800k', '$800,000'],
    ['the price is $1.2 million', '$1,200,000'],
  ])('property value in %j', (text, value) => expect(extractPropertyValue(text)).toBe(value));
  it.each(['I have $50,000 down', 'my income is $120,000', 'rates at 4.5%'])('no property value in %j', (text) => expect(extractPropertyValue(text)).toBeUndefined());

  it.each([
    ['a semi detached in Toronto', 'semi-detached'],
    ['a Condo downtown', 'condo'],
    ['a townhouse', 'townhouse'],
    ['duplex', 'duplex'],
    ['an apartment', 'apartment'],
    ['a detached house', 'detached'],
    ['our house', 'house'],
  ])('property type in %j', (text, type) => expect(extractPropertyType(text)).toBe(type));
  it.each(['housing market news', 'a cottage', 'condominiums are'])('no property type in %j', (text) => expect(extractPropertyType(text)).toBeUndefined());

  it.each([
    ['I have $50,000 down', '$50,000'],
    ['down payment of 60k', '$60,000'],
  ])('down payment in %j', (text, value) => expect(extractDownPayment(text)).toBe(value));
  it.each(['how much is a down payment?', 'a $500,000 home'])('no down payment in %j', (text) => expect(extractDownPayment(text)).toBeUndefined());

  it.each([
    ['a 5 year Fixed please', 'fixed'],
    ['variable', 'variable'],
    ['conventional mortgage', 'conventional'],
    ['we are refinancing', 'refinance'],
    ['my renewal is in June', 'renewal'],
  ])('mortgage type in %j', (text, type) => expect(extractMortgageType(text)).toBe(type));
  it.each(['I want to fix my roof', 'a new mortgage'])('no mortgage type in %j', (text) => expect(extractMortgageType(text)).toBeUndefined());
});

describe('the whole conversation', () => {
  it('reads only the visitor, newest first, across messages', () => {
    const found = extractContact([
      { role: 'user', content: 'My name is Ada Lovelace, email ada@old.example.com' },
      { role: 'assistant', content: 'Example: call me Bob at bob@example.com or 416-555-0000' },
      { role: 'user', content: 'Actually use ada@new.example.com and 647-555-0199. Looking at a $700,000 townhouse, fixed, with $70,000 down.' },
    ]);
    expect(found).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@new.example.com',
      phone: '647-555-0199',
      propertyValue: '$700,000',
      propertyType: 'townhouse',
      downPayment: '$70,000',
      mortgageType: 'fixed',
    });
  });

  it('finds nothing in a plain question', () => {
    expect(extractContact([{ role: 'user', content: 'What is the stress test?' }])).toEqual({});
  });

  it('strips contact details before the answer search, and only them', () => {
    expect(withoutContactDetails("I'm Ada, ada@example.com, 416-555-0147. How do I get pre-approved?")).not.toMatch(/Ada|@|416/);
    expect(withoutContactDetails("I'm self-employed, can I get a mortgage?")).toContain('self-employed');
  });
});
