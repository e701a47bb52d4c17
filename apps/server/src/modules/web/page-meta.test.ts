import { describe, expect, it } from 'vitest';
import { staticPublicPaths } from '../seo/sitemap.service.ts';
import { pageMetaFor } from './page-meta.ts';

describe('page meta', () => {
  // The sitemap lists these paths; a path without meta would be a page the site does not serve.
  it('names only pages the site serves', () => {
    for (const path of staticPublicPaths) expect(pageMetaFor(path), path).not.toBeNull();
  });
});
