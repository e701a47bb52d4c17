import { portalMessages as m } from '@maple/shared/messages/portal';
import { ApiError, isApiError } from '@/lib/api-client';
import { enterPortal, readPortalFile, type PortalFile } from './portal-api';

/** What the portal shows first: the file, the form for a new link (saying why when a link failed), or an error. */
export type Opening = { kind: 'file'; file: PortalFile } | { kind: 'request'; linkFailed: boolean } | { kind: 'error' };

/**
 * Opens the portal once per page load: exchanges the link's token (spent by this one POST), or
 * without one reads the file with the session cookie, if any.
 */
export async function openPortal(token: string | null): Promise<Opening> {
  try {
    if (token === '') throw new ApiError(404, 'not_found', m.linkInvalid);
    return { kind: 'file', file: token ? await enterPortal(token) : await readPortalFile() };
  } catch (error) {
    if (isApiError(error) && [400, 401, 404].includes(error.status)) return { kind: 'request', linkFailed: token !== null };
    return { kind: 'error' };
  }
}
