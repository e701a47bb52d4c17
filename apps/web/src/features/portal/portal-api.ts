import type { InviteCoApplicantRequest } from '@maple/shared/schemas/portal';
import { api } from '@/lib/api-client';

// The portal's calls (decision 094): its session cookie is sent only to /api/portal.
export const enterPortal = (token: string) => api.post('/api/portal/session', { token });
export const readPortalFile = () => api.get('/api/portal/file');
export const requestPortalLink = (email: string) => api.post('/api/portal/links', { email });
export const inviteCoApplicant = (body: InviteCoApplicantRequest) => api.post('/api/portal/co-applicants', body);
export const signOutOfPortal = () => api.delete('/api/portal/session');

export type PortalFile = Awaited<ReturnType<typeof readPortalFile>>;
