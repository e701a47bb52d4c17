import { Readable } from 'node:stream';
import { brokerageDay } from '@maple/shared/brokerage-day';
import { listSubscribersQuery, subscriberList } from '@maple/shared/schemas/consents';
import { csvStream } from '../../lib/csv.ts';
import { route, routes } from '../../lib/route.ts';
import { activeSubscribers, listSubscribers } from './consents.service.ts';

/** The columns a mail tool (Mailchimp, Brevo…) maps on import: the address, and the consent's date and page as proof. */
export const subscriberCsvColumns = ['Email', 'Consent date', 'Page'] as const;

/** Who may call: the super admin (the console's Leads tab, "Subscribers"); an agent never sees the brokerage's list. */
export const adminSubscriberRoutes = routes(
  // Before any '/:id' a later verb might add, which would take 'export.csv' for an id.
  route(
    {
      method: 'get',
      path: '/export.csv',
      audience: 'console',
      permission: 'subscriber:read',
      summary: 'Download the active subscribers (each address once), as CSV for the brokerage\'s mail tool',
      responses: { 200: { description: 'Email, consent date and page of every address that has not unsubscribed', contentType: 'text/csv' } },
    },
    async (c) => {
      const rows = await activeSubscribers(c.var, c.var.actor);
      const csv = csvStream(subscriberCsvColumns);
      Readable.from(rows.map((row) => [row.email, row.consentedAt, row.page ?? ''])).pipe(csv);
      return c.body(ReadableStream.from<Uint8Array>(csv), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="subscribers-${brokerageDay(c.var.clock.now())}.csv"`,
      });
    },
  ),
  route(
    {
      method: 'get',
      path: '/',
      audience: 'console',
      permission: 'subscriber:read',
      summary: 'One page of the newsletter\'s subscribers, newest first: status, consent date and source',
      query: listSubscribersQuery,
      responses: { 200: { description: 'One page of subscribers and how many match', schema: subscriberList } },
    },
    async (c, { query }) => c.json(await listSubscribers(c.var, c.var.actor, query)),
  ),
);
