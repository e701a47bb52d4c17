import type { ApplicationStepId } from '@maple/shared/schemas/application-steps';
import type { InviteCoApplicantRequest } from '@maple/shared/schemas/portal';
import { api } from '@/lib/api-client';

// The portal's calls (decision 094): its session cookie is sent only to /api/portal.
export const enterPortal = (token: string) => api.post('/api/portal/session', { token });
export const readPortalFile = () => api.get('/api/portal/file');
export const requestPortalLink = (email: string) => api.post('/api/portal/links', { email });
export const inviteCoApplicant = (body: InviteCoApplicantRequest) => api.post('/api/portal/co-applicants', body);
export const signOutOfPortal = () => api.delete('/api/portal/session');
export const readPortalApplication = () => api.get('/api/portal/application');

/**
 * Saves one step of the application (its body as the step's schema parsed it) and answers the
 * application as saved. One route per step, each typed with its own body; the form has checked the
 * body with that very schema, so the one path stands for all of them here.
 */
export const savePortalApplicationStep = (step: ApplicationStepId, body: unknown) =>
  api.put(`/api/portal/application/${step}` as '/api/portal/application/applicants', body as never);

export type PortalFile = Awaited<ReturnType<typeof readPortalFile>>;
export type PortalApplication = Awaited<ReturnType<typeof readPortalApplication>>;
