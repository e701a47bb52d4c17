import { and, eq, ne } from 'drizzle-orm';
import { session } from '@maple/db/schema/auth';
import { sessionsMessages } from '@maple/shared/messages/sessions';
import { revokeAnswer, revokeSessionInput } from '@maple/shared/schemas/sessions';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../../lib/auth.ts';
import { route, type Route } from '../../lib/route.ts';
import { auditSourceOf, recordAudit } from '../audit/audit.service.ts';
import { toContractResponse } from './auth-response.ts';

/**
 * Who may call: any signed-in user, on their own sessions only. better-auth's revoke-session takes
 * a session's token, which is the cookie's secret and never reaches a browser (list-sessions
 * answers without it); ours takes the session's id instead, finds the token among the caller's
 * own sessions (another user's id, or one that ended, is 404) and hands it to better-auth's
 * endpoint, which ends it. Composed into authRoutes; the session middleware runs before them (app.ts).
 */
export function sessionRoutes(auth: Auth): Route[] {
  return [
    route(
      {
        method: 'post',
        path: '/revoke-session',
        audience: 'signed-in',
        summary: 'End one of your sessions, by the id list-sessions gave',
        description: 'Another user\u2019s session, or one that has ended, is 404. Ending the current session also clears its cookie.',
        body: revokeSessionInput,
        errors: [404],
        responses: { 200: { description: 'The session ended', schema: revokeAnswer } },
      },
      async (c, { body }) => {
        const user = c.var.user!;
        const [own] = await c.var.db
          .select({ token: session.token, userAgent: session.userAgent, ipAddress: session.ipAddress })
          .from(session)
          .where(and(eq(session.id, body.id), eq(session.userId, user.id)));
        if (!own) throw new AppError('not_found', sessionsMessages.notFound);
        const response = await auth.api.revokeSession({ headers: c.req.raw.headers, body: { token: own.token }, asResponse: true });
        if (response.ok) {
          await recordAudit(c.var.db, c.var.clock.now(), {
            kind: 'session_ended',
            ...auditSourceOf(c),
            targetUserId: user.id,
            targetLabel: user.email,
            detail: { count: 1, userAgent: own.userAgent, ipAddress: own.ipAddress },
          });
        }
        return toContractResponse(response, c.req.path, c.var.language);
      },
    ),
    route(
      {
        method: 'post',
        path: '/revoke-other-sessions',
        audience: 'signed-in',
        summary: 'End every one of your sessions but the current one',
        responses: { 200: { description: 'The other sessions ended', schema: revokeAnswer } },
      },
      async (c) => {
        const user = c.var.user!;
        const others = await c.var.db.$count(session, and(eq(session.userId, user.id), ne(session.id, user.sessionId)));
        const response = await auth.api.revokeOtherSessions({ headers: c.req.raw.headers, asResponse: true });
        if (response.ok && others > 0) {
          await recordAudit(c.var.db, c.var.clock.now(), { kind: 'session_ended', ...auditSourceOf(c), targetUserId: user.id, targetLabel: user.email, detail: { count: others } });
        }
        return toContractResponse(response, c.req.path, c.var.language);
      },
    ),
  ];
}
