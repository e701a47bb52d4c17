import { z } from 'zod';
import { fileDocumentsMessages as m } from '../messages/file-documents.ts';
import { documentKeys } from '../mortgage-files/document-rules.ts';
import { listOf } from './paging.ts';
import { recordId } from './path-params.ts';
import { optionalText, requiredText } from './text.ts';

// The documents of a mortgage file (issue 39 §5, decision 099): the checklist built from the
// application, the agent's own items, the borrower's uploads and the agent's review.

export const documentItemOrigins = ['rule', 'agent'] as const;
export type DocumentItemOrigin = (typeof documentItemOrigins)[number];
export const documentItemStatuses = ['requested', 'uploaded', 'needs_attention', 'accepted'] as const;
export type DocumentItemStatus = (typeof documentItemStatuses)[number];

/** One file uploaded to an item. `mine`: the portal's caller uploaded it (and so may delete it). */
export const documentFile = z.object({
  id: z.string(),
  /** The name the borrower's device gave it; a HEIC photo downloads as the JPEG it was stored as. */
  name: z.string(),
  /** What its bytes are (PDF, JPEG or PNG), never the browser's word. */
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** The applicant who uploaded it, by name; null once that applicant's access row is gone. */
  uploadedBy: z.string().nullable(),
});
export type DocumentFile = z.infer<typeof documentFile>;

const itemFields = {
  id: z.string(),
  /** The checklist's stable key (`t4_two_years:<applicant id>`), or `agent:<id>` for the agent's own. */
  key: z.string(),
  origin: z.enum(documentItemOrigins),
  /** A rule item's document (its label and description are in the catalogue); null for the agent's own. */
  document: z.enum(documentKeys).nullable(),
  /** The agent's own item's name; null for a rule item. */
  label: z.string().nullable(),
  /** The agent's note on their own item: what they need and why. */
  note: z.string().nullable(),
  /** The application's applicant the document is about, with their name as the application has it; null: the file's. */
  applicantId: z.string().nullable(),
  applicantName: z.string().nullable(),
  /** The rules that ask for it now (their reasons are in the catalogue); empty for the agent's own. */
  rules: z.array(z.string()),
  /** False for a rule item the application no longer asks for, kept because files were uploaded to it. */
  asked: z.boolean(),
  status: z.enum(documentItemStatuses),
  /** What the borrower must fix, while the item needs attention. */
  attentionReason: z.string().nullable(),
  updatedAt: z.string(),
};

/** An item as the borrower sees it in the portal; each file says whether the caller uploaded it. */
export const portalDocumentItem = z.object({ ...itemFields, files: z.array(documentFile.extend({ mine: z.boolean() })) });
export type PortalDocumentItem = z.infer<typeof portalDocumentItem>;
export const portalDocumentList = listOf(portalDocumentItem);
export type PortalDocumentList = z.infer<typeof portalDocumentList>;

/** An item as the agent sees it, with who reviewed it and, once removed, when and why. */
export const fileDocumentItem = z.object({
  ...itemFields,
  files: z.array(documentFile),
  reviewedAt: z.string().nullable(),
  removed: z.object({ at: z.string(), note: z.string() }).nullable(),
});
export type FileDocumentItem = z.infer<typeof fileDocumentItem>;
export const fileDocumentList = listOf(fileDocumentItem);
export type FileDocumentList = z.infer<typeof fileDocumentList>;

/** POST …/files/:fileId/documents: the agent asks for a document of their own, with a note saying why (issue 39 §5), as a removal has. */
export const addDocumentItemInput = z.strictObject({
  label: requiredText({ max: 200, required: m.labelRequired, tooLong: m.tooLong }),
  /** An applicant of the application, or none: the file's. */
  applicantId: z.guid(m.applicantUnknown).nullish(),
  note: requiredText({ max: 2000, multiline: true, required: m.addNoteRequired, tooLong: m.tooLong }),
});
export type AddDocumentItemInput = z.infer<typeof addDocumentItemInput>;
export type AddDocumentItemRequest = z.input<typeof addDocumentItemInput>;

/** PATCH …/documents/:itemId: the agent's review: accepted, or needs attention with what to fix (the borrower reads it). */
export const reviewDocumentItemInput = z
  .strictObject({
    status: z.enum(['accepted', 'needs_attention'], { error: m.statusRequired }),
    reason: optionalText({ max: 2000, multiline: true, tooLong: m.tooLong }),
  })
  .superRefine((review, ctx) => {
    if (review.status === 'needs_attention' && !review.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: m.reasonRequired });
  });
export type ReviewDocumentItemInput = z.infer<typeof reviewDocumentItemInput>;

/** POST …/documents/:itemId/remove: the agent no longer asks for it; the note says why. */
export const removeDocumentItemInput = z.strictObject({
  note: requiredText({ max: 2000, multiline: true, required: m.noteRequired, tooLong: m.tooLong }),
});
export type RemoveDocumentItemInput = z.infer<typeof removeDocumentItemInput>;

export const documentItemParams = z.object({ id: recordId, fileId: recordId, itemId: recordId });
export const documentFileParams = documentItemParams.extend({ documentFileId: recordId });
export const portalDocumentFileParams = z.object({ itemId: recordId, documentFileId: recordId });

/** A resumable upload's id in its address (tus): 32 hexadecimal characters, made by the server. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;
export const uploadParams = z.object({ uploadId: z.string().regex(uploadIdPattern) });

/** What the portal reads of an upload in progress (`GET /api/portal/uploads/:uploadId`; tus clients send HEAD). */
export const uploadProgress = z.object({ offset: z.number(), length: z.number(), itemId: z.string(), name: z.string() });
export type UploadProgress = z.infer<typeof uploadProgress>;
