import { can, type Permission } from '@maple/shared/permissions';
import { actorFromMe } from '../actor-from-me';
import { useMe } from '../api/me-queries';

/**
 * Whether the signed-in person may do `permission` (on `row` when given), read from the same
 * permissions table the server enforces. Only for hiding what a role cannot use: the server's
 * answer is the one that counts.
 */
export function useCan(permission: Permission, row?: { agentId: string | null }): boolean {
  const { data } = useMe();
  return can(actorFromMe(data), permission, row);
}
