import { z } from 'zod';
import { agentImageKinds, consoleUploadBuckets } from '../files.ts';
import { filesMessages } from '../messages/files.ts';
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
export type UploadedImage = {
  url: string;
  width: number;
  height: number;
  variants: { url: string; width: number; height: number }[];
};

export type AgentDocument = {
  id: string;
  name: string;
  fileSize: number;
  mimeType: string;
  type: 'certificate' | 'other';
  uploadedAt: Date | string;
};
