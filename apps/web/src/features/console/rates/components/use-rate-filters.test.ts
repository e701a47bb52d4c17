import { describe, expect, it } from 'vitest';
import { rateFiltersFromParams } from './use-rate-filters';

describe('rateFiltersFromParams', () => {
  it('reads the four filters from the URL', () => {
    expect(rateFiltersFromParams(new URLSearchParams('tab=rates&province=QC&termMonths=60&rateType=variable&status=inactive&page=2'))).toEqual({
      province: 'QC',
      termMonths: 60,
      rateType: 'variable',
      status: 'inactive',
    });
  });

  it('reads a missing, empty or unknown value as any (a stale link never sends a query the API refuses)', () => {
    const any = { province: undefined, termMonths: undefined, rateType: undefined, status: 'all' };
    expect(rateFiltersFromParams(new URLSearchParams(''))).toEqual(any);
    expect(rateFiltersFromParams(new URLSearchParams('province=&termMonths=&rateType=&status='))).toEqual(any);
    expect(rateFiltersFromParams(new URLSearchParams('province=Atlantis&termMonths=5.5&rateType=balloon&status=deleted'))).toEqual(any);
    expect(rateFiltersFromParams(new URLSearchParams('province=on&termMonths=400'))).toEqual(any);
  });
});
