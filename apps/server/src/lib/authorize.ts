import { can, may, scopeOf, type Actor, type Permission, type Rule } from '@maple/shared/permissions';
import { errorsMessages } from '@maple/shared/messages/errors';
import { AppError } from './app-error.ts';

/**
 * Throws unless the actor may do `permission` (on `row` when given): 401 without an actor, 403
 * when the role lacks the permission, and 404 for a row owned by someone else, so ids of other
 * agents' rows cannot be probed.
 */
export function assertCan(actor: Actor | null, permission: Permission, row?: { agentId: string | null }, notFound: string = errorsMessages.notFound): asserts actor is Actor {
  if (!actor) throw new AppError('unauthorized', errorsMessages.unauthorized);
  if (!scopeOf(actor.role, permission)) throw new AppError('forbidden', errorsMessages.forbidden);
  if (row && !can(actor, permission, row)) throw new AppError('not_found', notFound);
}

/** Throws 403 unless the actor holds `rule` (permissions.ts: the rules beyond the four verbs). */
export function assertMay(actor: Actor, rule: Rule): void {
  if (!may(actor, rule)) throw new AppError('forbidden', errorsMessages.forbidden);
}
