import { describe, expect, it } from 'vitest';
import { blogMessages as m } from '@maple/shared/messages/blog';
import { blogPostResolver, blogPostValues, type BlogPostValues } from './blog-post-form-values';

const options = { fields: {}, shouldUseNativeValidation: false, names: [] } as never;
const check = (audience: 'admin' | 'me', creating: boolean, values: BlogPostValues) => blogPostResolver(audience, creating)(values, undefined, options);
const post = { ...blogPostValues(null), title: 'Rate watch', content: 'Rates **moved**.' };

describe('the blog post dialog, checked by the route’s schema', () => {
  it('asks the console for the slug and the excerpt, and sends the brokerage as author null', async () => {
    const missing = await check('admin', true, post);
    expect(Object.keys(missing.errors)).toEqual(['slug', 'excerpt']);
    expect(missing.errors.excerpt?.message).toBe(m.excerptRequired);
    const { values, errors } = await check('admin', true, { ...post, slug: 'rate-watch', excerpt: 'Short.' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ title: 'Rate watch', slug: 'rate-watch', excerpt: 'Short.', agentId: null, featuredImageUrl: null });
  });

  it('lets the dashboard leave the excerpt out and publish at once on creation only', async () => {
    const created = await check('me', true, { ...post, publishImmediately: true });
    expect(created.errors).toEqual({});
    expect(created.values).toMatchObject({ title: 'Rate watch', publishImmediately: true });
    const edited = await check('me', false, { ...post, publishImmediately: true });
    expect(edited.errors).toEqual({});
    expect(edited.values).not.toHaveProperty('publishImmediately');
  });

  it('keeps the title and content required on an edit', async () => {
    const { errors } = await check('me', false, { ...post, title: ' ', content: '' });
    expect(errors.title?.message).toBe(m.titleRequired);
    expect(errors.content?.message).toBe(m.contentRequired);
  });
});
