import { describe, expect, it } from 'vitest';
import { provinces } from '@maple/shared/provinces';
import { provinceFromParam, provinceOptionLabel } from './province-param';

describe('province parameter', () => {
  it('defaults to Ontario when absent or unknown', () => {
    expect(provinceFromParam(null)).toBe('ON');
    expect(provinceFromParam('')).toBe('ON');
    expect(provinceFromParam('XX')).toBe('ON');
  });

  it('reads codes in any casing and full names', () => {
    expect(provinceFromParam('BC')).toBe('BC');
    expect(provinceFromParam('qc')).toBe('QC');
    expect(provinceFromParam('Nova Scotia')).toBe('NS');
  });

  it('labels each of the 13 choices with code and name', () => {
    expect(provinces).toHaveLength(13);
    expect(provinceOptionLabel('ON')).toBe('ON — Ontario');
    expect(provinceOptionLabel('NL')).toBe('NL — Newfoundland and Labrador');
  });
});
