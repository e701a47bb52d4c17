// Compile-time checks, run by `npm run typecheck` (never imported): a route cannot be defined
// without saying who may call it, and its handler gets exactly the parsed inputs it declared.
import { blogPublicationInput } from '@maple/shared/schemas/blog';
import { idParam } from '@maple/shared/schemas/path-params';
import { route } from './route.ts';

// @ts-expect-error: no audience, no route.
route({ method: 'get', path: '/', summary: 'Who may call this?', responses: { 200: { description: 'ok' } } }, (c) => c.body(null));

// @ts-expect-error: an audience that does not exist.
route({ method: 'get', path: '/', audience: 'agents', summary: 'A typo', responses: { 200: { description: 'ok' } } }, (c) => c.body(null));

// @ts-expect-error: a signed-in area's route without a permission (or an explicit null).
route({ method: 'get', path: '/', audience: 'dashboard', summary: 'What must they hold?', responses: { 200: { description: 'ok' } } }, (c) => c.body(null));

// @ts-expect-error: a public route cannot ask for a permission (nobody anonymous holds one).
route({ method: 'get', path: '/', audience: 'public', permission: 'lead:read', summary: 'Public', responses: { 200: { description: 'ok' } } }, (c) => c.body(null));

route(
  { method: 'patch', path: '/:id', audience: 'console', permission: 'blogPost:update', summary: 'Typed inputs', params: idParam, body: blogPublicationInput, responses: { 200: { description: 'ok' } } },
  (c, { params, body, query }) => {
    const id: string = params.id;
    const published: boolean = body.isPublished;
    // @ts-expect-error: a query this route did not declare.
    const q: string = query;
    return c.json({ id, published, q });
  },
);
