import { describe, expect, it } from 'vitest';
import { applicationStepsMessages } from '../../messages/application-steps.ts';
import { downPaymentStep, downPaymentTotal } from './down-payment.ts';

const m = applicationStepsMessages.downPayment;

function refusals(value: unknown) {
  const result = downPaymentStep.safeParse(value);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(value)}`);
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('the down payment step', () => {
  it('takes several sources and adds them up to the cent', () => {
    const step = downPaymentStep.parse({
      sources: [
        { kind: 'savings', amount: 42_318.77 },
        { kind: 'fhsa', amount: 40_000 },
        { kind: 'gift', amount: 25_000, description: 'From my parents' },
      ],
    });
    expect(downPaymentTotal(step)).toBe(107_318.77);
  });

  it('adds in cents, where floating point would not land on the cent', () => {
    // 0.1 + 0.2 + 0.3 is 0.6000000000000001 in floating point.
    expect(0.1 + 0.2 + 0.3).not.toBe(0.6);
    expect(downPaymentTotal({ sources: [{ amount: 0.1 }, { amount: 0.2 }, { amount: 0.3 }] })).toBe(0.6);
    // Scaling each amount by 100 is not enough either: 19.99 × 100 is 1998.9999999999998.
    expect(downPaymentTotal({ sources: [{ amount: 19.99 }, { amount: 0.07 }, { amount: 0.29 }] })).toBe(20.35);
  });

  it.each([
    [{ kind: 'savings', amount: 0 }, 'sources.0.amount', m.errors.amount],
    [{ kind: 'savings', amount: 10.001 }, 'sources.0.amount', m.errors.amount],
    [{ kind: 'lottery', amount: 10 }, 'sources.0.kind', m.errors.source],
    [{ kind: 'other', amount: 10 }, 'sources.0.description', m.errors.description],
  ])('refuses %j naming %s', (source, path, message) => {
    expect(refusals({ sources: [source] })).toEqual([{ path, message }]);
  });

  it('needs one source at least and ten at most, and refuses a total sent with them', () => {
    expect(refusals({ sources: [] })).toEqual([{ path: 'sources', message: m.errors.list }]);
    expect(refusals({ sources: Array.from({ length: 11 }, () => ({ kind: 'savings', amount: 1 })) })).toEqual([{ path: 'sources', message: m.errors.list }]);
    expect(downPaymentStep.safeParse({ sources: [{ kind: 'savings', amount: 1 }], total: 1 }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['total'] });
  });
});
