import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { errorsMessages } from '@maple/shared/messages/errors';
import { text } from '@maple/shared/schemas/text';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { route, routes } from '../../lib/route.ts';
import { confirmationPage } from './subscription-confirmation-page.ts';
import { confirmSubscription, confirmationPrompt, type ConfirmationAnswer } from './subscription-confirmation.service.ts';

// Any text: a token that is not ours is answered with the page that says so, not a 400 in JSON.
const confirmationQuery = z.object({ token: text({ max: 200 }).optional() });

const html = { description: 'A small HTML page', contentType: 'text/html' } as const;

/**
 * `GET|POST /subscribe/confirm?token=…` (issue 42, decision 058), outside /api like the
 * unsubscribe page and for the same reasons: no sign-in, the signed token is the authority, and
 * the page must work from any mail client. GET only shows the button (mail scanners open every
 * link); POST, from that button, confirms: the lead, the consent (dated now) and the welcome mail.
 * A forged POST can only do what the link's holder can, and needs the link.
 */
export const confirmationRoutes = routes(
  route(
    {
      method: 'get',
      path: '/subscribe/confirm',
      audience: 'public',
      summary: 'The confirmation page of a mailed sign-up link: one "Confirm" button; changes nothing',
      query: confirmationQuery,
      responses: { 200: { ...html, description: 'The page with the button, or the page saying there is nothing left to confirm (an expired or invalid link answers 400 with the page saying so)' } },
      errors: [400],
    },
    async (c, { query }) => page(c, await confirmationPrompt(c.var, query.token ?? '')),
  ),
  route(
    {
      method: 'post',
      path: '/subscribe/confirm',
      audience: 'public',
      summary: 'Confirm a sign-up: the page\'s button',
      description: 'The token in the query names the pending subscription. It becomes a newsletter lead with its consent record, dated at this confirmation, and the welcome mail is queued.',
      query: confirmationQuery,
      middleware: [
        bodyLimit({
          maxSize: 4 * 1024,
          onError: () => {
            throw new AppError('too_large', errorsMessages.tooLarge);
          },
        }),
      ],
      responses: { 200: { ...html, description: 'The confirmed page, or the page saying there is nothing left to confirm (an expired or invalid link answers 400 with the page saying so)' } },
      errors: [400, 413],
    },
    async (c, { query }) => page(c, await confirmSubscription(c.var, query.token ?? '', c.var.clientIp)),
  ),
);

function page(c: Context<AppEnv>, { page: content, status, language }: ConfirmationAnswer) {
  // The link's token is in the address: no cache keeps the page, no referrer carries it on.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(confirmationPage(content, language ?? c.var.language), status);
}
