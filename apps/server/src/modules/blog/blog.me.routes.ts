import { blogMessages } from '@maple/shared/messages/blog';
import { blogPost, blogPostList, myBlogPostInput, updateMyBlogPostInput } from '@maple/shared/schemas/blog';
import { pageQuery } from '@maple/shared/schemas/paging';
import { idParam } from '@maple/shared/schemas/path-params';
import { route, routes } from '../../lib/route.ts';
import { createBlogPost, deleteBlogPost, getBlogPost, listBlogPosts, updateBlogPost } from './blog-posts.service.ts';

const post = { params: idParam, notFound: blogMessages.notFound } as const;

/** The dashboard's blog: the agent's own posts only (the service scopes by actor). */
export const myBlogPostRoutes = routes(
  route(
    { method: 'get', path: '/', audience: 'dashboard', permission: 'blogPost:read', summary: 'List my blog posts, drafts included', query: pageQuery, responses: { 200: { description: 'One page of my posts, newest first', schema: blogPostList } } },
    async (c, { query }) => c.json(await listBlogPosts(c.var, c.var.actor, query)),
  ),
  route(
    { method: 'get', path: '/:id', audience: 'dashboard', permission: 'blogPost:read', summary: 'Read one of my blog posts', ...post, responses: { 200: { description: 'The post', schema: blogPost } } },
    async (c, { params }) => c.json(await getBlogPost(c.var, c.var.actor, params.id)),
  ),
  route(
    {
      method: 'post',
      path: '/',
      audience: 'dashboard',
      permission: 'blogPost:create',
      summary: 'Write a blog post under my name (a draft unless publishImmediately)',
      description: 'Answers 404 to a dashboard user who has no agent record yet.',
      body: myBlogPostInput,
      errors: [404],
      responses: { 201: { description: 'The new post', schema: blogPost } },
    },
    async (c, { body: { publishImmediately, ...post } }) =>
      // Always the actor's own agent record: an agent cannot write in another agent's name.
      c.json(await createBlogPost(c.var, c.var.actor, { ...post, agentId: c.var.actor?.agentId ?? null, publish: publishImmediately }), 201),
  ),
  route(
    { method: 'patch', path: '/:id', audience: 'dashboard', permission: 'blogPost:update', summary: "Change one of my blog posts' words or image", ...post, body: updateMyBlogPostInput, responses: { 200: { description: 'The post as saved', schema: blogPost } } },
    async (c, { params, body }) => c.json(await updateBlogPost(c.var, c.var.actor, params.id, body)),
  ),
  route(
    { method: 'delete', path: '/:id', audience: 'dashboard', permission: 'blogPost:delete', summary: 'Delete one of my blog posts', ...post, responses: { 204: { description: 'Deleted' } } },
    async (c, { params }) => {
      await deleteBlogPost(c.var, c.var.actor, params.id);
      return c.body(null, 204);
    },
  ),
);
