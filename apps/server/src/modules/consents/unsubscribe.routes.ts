import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { senderName } from '@maple/shared/consent-wording';
import { errorsMessages } from '@maple/shared/messages/errors';
import { text } from '@maple/shared/schemas/text';
import type { AppEnv } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { route, routes } from '../../lib/route.ts';
import { getBrokerageSettings } from '../site/site.service.ts';
import type { Language } from '@maple/shared/i18n/languages';
import { consentLanguage, withdrawConsents } from './consents.service.ts';
import { unsubscribePage, type UnsubscribePage } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

// Any text: a token that is not ours is answered with the page that says so, not a 400.
const unsubscribeQuery = z.object({ token: text({ max: 200 }).optional() });

const html = { description: 'A small HTML page', contentType: 'text/html' } as const;

/**
 * `GET|POST /unsubscribe?token=…` (issue 26), outside /api, with no sign-in: the token is the
 * authority. GET only shows the button, because mail scanners open every link; POST, from that
 * button or from a mail provider's one-click (RFC 8058, body `List-Unsubscribe=One-Click`),
 * withdraws at once. The origin rule (decision 008) covers `/api` writes that carry a session
 * cookie; this route is outside it on purpose (a provider's POST has no Origin of ours) and is
 * safe without it: it reads no session, and the signed token, not the caller, says whose consent
 * is withdrawn. A forged request could only do what the link's own holder can: unsubscribe.
 */
export const unsubscribeRoutes = routes(
  route(
    {
      method: 'get',
      path: '/unsubscribe',
      audience: 'public',
      summary: 'The unsubscribe page of a mailed link: one "Unsubscribe" button; changes nothing',
      query: unsubscribeQuery,
      responses: { 200: { ...html, description: 'The page with the button (or, for a link that is not valid, the page saying so, answered 400)' } },
      errors: [400],
    },
    async (c, { query }) => {
      const consentId = readUnsubscribeToken(c.var.secrets, query.token ?? '', c.var.clock.now());
      if (!consentId) return page(c, { kind: 'invalid' }, 400);
      return page(c, { kind: 'ask', sender: await sender(c) }, 200, await consentLanguage(c.var, consentId));
    },
  ),
  route(
    {
      method: 'post',
      path: '/unsubscribe',
      audience: 'public',
      summary: 'Unsubscribe at once: the page\'s button, or a mail provider\'s one-click (RFC 8058)',
      description:
        'The token in the query says whose consent; the body (a form post, or `List-Unsubscribe=One-Click`) only tells a one-click from the page\'s button. Every consent still standing for that address is withdrawn, with the time and the method.',
      query: unsubscribeQuery,
      middleware: [
        bodyLimit({
          maxSize: 4 * 1024,
          onError: () => {
            throw new AppError('too_large', errorsMessages.tooLarge);
          },
        }),
      ],
      responses: { 200: { ...html, description: 'The confirmation page (or, for a link that is not valid, the page saying so, answered 400)' } },
      errors: [400, 413],
    },
    async (c, { query }) => {
      const consentId = readUnsubscribeToken(c.var.secrets, query.token ?? '', c.var.clock.now());
      if (!consentId) return page(c, { kind: 'invalid' }, 400);
      const body = await c.req.text();
      const method = /(^|&)List-Unsubscribe=One-Click(&|$)/.test(body) ? 'one_click' : 'unsubscribe_link';
      const withdrawal = await withdrawConsents(c.var, consentId, method);
      // A valid token for consent rows erased since: there is nobody left to unsubscribe.
      if (!withdrawal.found) return page(c, { kind: 'done', sender: await sender(c), already: true });
      return page(c, { kind: 'done', sender: await sender(c), already: withdrawal.alreadyWithdrawn }, 200, withdrawal.language);
    },
  ),
);

const sender = async (c: Context<AppEnv>) => senderName(await getBrokerageSettings(c.var.db));

/** In the consent's language when the token names one still kept (decision 071), else in the address's. */
function page(c: Context<AppEnv>, content: UnsubscribePage, status: 200 | 400 = 200, language: Language | null = null) {
  // The link's token is in the address: no cache keeps the page, no referrer carries it on.
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.html(unsubscribePage(content, language ?? c.var.language), status);
}
