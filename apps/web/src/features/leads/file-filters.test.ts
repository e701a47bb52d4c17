import { describe, expect, it } from 'vitest';
import { fileFiltersFromParams, hasFileFilters, withFileFilters } from './file-filters';

const agent = '0195d1c4-8a5e-7c3b-9f1a-2b3c4d5e6f70';

describe('the files list filters in the URL', () => {
  it('reads a known stage and an agent id, and drops what the server would refuse', () => {
    expect(fileFiltersFromParams(new URLSearchParams(`stage=in_review&agent=${agent}`))).toEqual({ stage: 'in_review', agentId: agent });
    expect(fileFiltersFromParams(new URLSearchParams('stage=closed&agent=sarah'))).toEqual({ stage: '', agentId: '' });
  });

  it('writes them beside the tab, the view and the search, back to page 1, empty ones leaving no trace', () => {
    const next = withFileFilters(new URLSearchParams('tab=leads&view=files&q=wong&page=3&stage=started'), { stage: '', agentId: agent });
    expect(Object.fromEntries(next)).toEqual({ tab: 'leads', view: 'files', q: 'wong', agent });
    expect(hasFileFilters(fileFiltersFromParams(next))).toBe(true);
    expect(hasFileFilters(fileFiltersFromParams(new URLSearchParams('tab=leads')))).toBe(false);
  });
});
