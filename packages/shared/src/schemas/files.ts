import { z } from 'zod';
import { agentImageKinds, consoleUploadBuckets } from '../files.ts';
import { filesMessages } from '../messages/files.ts';
import { listOf } from './paging.ts';
import { recordId } from './path-params.ts';
import { optionalText } from './text.ts';

const m = filesMessages;

export const agentImageKindParam = z.object({ kind: z.enum(agentImageKinds) });
export const adminAgentImageParam = z.object({ agentId: recordId, kind: z.enum(agentImageKinds) });
export const consoleUploadBucketParam = z.object({ bucket: z.enum(consoleUploadBuckets) });
export const adminAgentDocumentParam = z.object({ agentId: recordId, id: recordId });

/** The text fields beside `file` in a document upload; the name defaults to the file's own name. */
export const uploadDocumentFields = z.object({
  name: optionalText({ max: 200, tooLong: m.nameTooLong }),
});
export type UploadDocumentFields = z.infer<typeof uploadDocumentFields>;

/** An image as stored: its public URL, size, and the narrower WebP widths for srcset. */
const imageWidth = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export const uploadedImage = imageWidth.extend({ variants: z.array(imageWidth) });
export type UploadedImage = z.infer<typeof uploadedImage>;

/** One of an agent's documents as listed and as uploaded (never its storage key). */
export const agentDocument = z.object({
  id: z.string(),
  name: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  type: z.enum(['certificate', 'other']),
  uploadedAt: z.string(),
});
/** The service hands the row's Date to c.json, which sends the ISO string `agentDocument` describes. */
export type AgentDocument = Omit<z.infer<typeof agentDocument>, 'uploadedAt'> & { uploadedAt: Date | string };
/** GET /api/me/documents */
export const agentDocumentList = listOf(agentDocument);
/** POST /api/me/documents (201) */
export const uploadedDocument = z.object({ document: agentDocument });
