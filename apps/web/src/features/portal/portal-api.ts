import type { ApplicationStepId } from '@maple/shared/schemas/application-steps';
import type { InviteCoApplicantRequest } from '@maple/shared/schemas/portal';
import type { SignConsentsInput } from '@maple/shared/schemas/portal-consent';
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

/** The review before submitting (decision 098): the texts to sign, who has signed this version, the submission. */
export const readSubmission = () => api.get('/api/portal/submission');
/** This borrower signs the application as it stands (the body as `signConsentsInput` parsed it). */
export const signConsents = (body: SignConsentsInput) => api.post('/api/portal/consents', body);
/** The main applicant submits, once every applicant has signed this version. */
export const submitApplication = () => api.post('/api/portal/submission');

/** The file's documents as the server keeps them (decision 099): the checklist, the agent's own items, each with its files. */
export const readPortalDocuments = () => api.get('/api/portal/documents');
/** Deletes a file this borrower uploaded, until its document is accepted (409 then). */
export const deletePortalDocumentFile = (itemId: string, documentFileId: string) =>
  api.delete('/api/portal/documents/{itemId}/files/{documentFileId}', { path: { itemId, documentFileId } });

export type PortalFile = Awaited<ReturnType<typeof readPortalFile>>;
export type PortalApplication = Awaited<ReturnType<typeof readPortalApplication>>;
export type SubmissionState = Awaited<ReturnType<typeof readSubmission>>;
export type PortalDocuments = Awaited<ReturnType<typeof readPortalDocuments>>;
export type PortalDocument = PortalDocuments['items'][number];
