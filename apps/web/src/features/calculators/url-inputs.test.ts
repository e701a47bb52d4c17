import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseNumberText, readChoice, readNumber, readOptionalNumber, readRawInputs, toSearchParams } from './url-inputs';

describe('readRawInputs / toSearchParams', () => {
  const defaults = { amount: '500000', rate: '', years: '25' };

  it('takes each parameter from the query and the default when it is absent', () => {
    expect(readRawInputs(new URLSearchParams('amount=250000&other=x'), defaults)).toEqual({ amount: '250000', rate: '', years: '25' });
  });

  it('keeps an empty parameter as empty text', () => {
    expect(readRawInputs(new URLSearchParams('amount='), defaults).amount).toBe('');
  });

  it('writes the fields in order, trimmed, leaving empty ones out', () => {
    expect(toSearchParams({ amount: ' 300000 ', rate: '', years: '20' }).toString()).toBe('amount=300000&years=20');
  });

  it('round-trips', () => {
    const raw = { amount: '123456.78', rate: '60-fixed-conventional', years: '7' };
    expect(readRawInputs(toSearchParams(raw), defaults)).toEqual(raw);
  });
});

describe('parseNumberText', () => {
  it.each([
    ['500000', 500000],
    [' 6 ', 6],
    ['3.94', 3.94],
    ['.5', 0.5],
    ['500,000', 500000],
    ['$1,250.50', 1250.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  it.each(['', '  ', 'abc', '5e3', '1.2.3', '12abc', 'Infinity', 'NaN'])('rejects %j', (text) => {
    expect(parseNumberText(text)).toBeNaN();
  });
});

describe('readers', () => {
  const positive = z.number().min(0).max(100);

  it('reads a valid number', () => {
    expect(readNumber('42', positive, 7, 'bad')).toEqual({ value: 42 });
  });

  it('falls back to the default with the message when the text is invalid, out of range or empty', () => {
    expect(readNumber('abc', positive, 7, 'bad')).toEqual({ value: 7, error: 'bad' });
    expect(readNumber('101', positive, 7, 'bad')).toEqual({ value: 7, error: 'bad' });
    expect(readNumber('-1', positive, 7, 'bad')).toEqual({ value: 7, error: 'bad' });
    expect(readNumber('', positive, 7, 'bad')).toEqual({ value: 7, error: 'bad' });
  });

  it('treats an empty optional number as the empty value without a message', () => {
    expect(readOptionalNumber('', positive, undefined, 'bad')).toEqual({ value: undefined });
    expect(readOptionalNumber(' ', positive, 0, 'bad')).toEqual({ value: 0 });
    expect(readOptionalNumber('x', positive, 0, 'bad')).toEqual({ value: 0, error: 'bad' });
    expect(readOptionalNumber('5', positive, 0, 'bad')).toEqual({ value: 5 });
  });

  it('matches a choice without regard to case and falls back otherwise', () => {
    expect(readChoice('on', ['ON', 'QC'], 'ON', 'bad')).toEqual({ value: 'ON' });
    expect(readChoice('XX', ['ON', 'QC'], 'ON', 'bad')).toEqual({ value: 'ON', error: 'bad' });
  });
});
