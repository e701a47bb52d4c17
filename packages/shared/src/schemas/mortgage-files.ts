import { z } from 'zod';
import { mortgageFilesMessages as m } from '../messages/mortgage-files.ts';
import { listOf, pageQuery } from './paging.ts';
import { recordId } from './path-params.ts';
import { fileStages } from './file-stages.ts';
import { optionalText } from './text.ts';

// A client's mortgage file and its way to funding (issue 39 §1 and §8, decision 092).
export { closedFileStages, fileStages, isClosedStage, type FileStage } from './file-stages.ts';

export const fileParams = z.object({ id: recordId, fileId: recordId });

/** POST …/leads/:id/files/:fileId/stage: the file's next stage (any other, forward or back, while it is open) and why. */
export const moveFileStageInput = z.strictObject({
  stage: z.enum(fileStages, { error: m.stageRequired }),
  note: optionalText({ max: 1000, multiline: true }),
});
export type MoveFileStageInput = z.infer<typeof moveFileStageInput>;
export type MoveFileStageRequest = z.input<typeof moveFileStageInput>;

/** GET /api/me/files and /api/admin/files: one page of files, newest first, by stage (and, in the console, by agent). */
export const listFilesQuery = pageQuery.extend({
  stage: z.preprocess((v) => (v === '' ? undefined : v), z.enum(fileStages).optional()),
  agentId: z.preprocess((v) => (v === '' ? undefined : v), recordId.optional()),
});
export type ListFilesQuery = z.infer<typeof listFilesQuery>;

export const fileStageChange = z.object({
  from: z.enum(fileStages).nullable(),
  to: z.enum(fileStages),
  note: z.string().nullable(),
  changedByName: z.string().nullable(),
  at: z.string(),
});
export type FileStageChange = z.infer<typeof fileStageChange>;

export const mortgageFile = z.object({
  id: z.string(),
  leadId: z.string(),
  agentId: z.string().nullable(),
  clientName: z.string(),
  stage: z.enum(fileStages),
  /** The language the client used (the lead's), for everything the file sends them. */
  language: z.enum(['en', 'fr']),
  createdAt: z.string(),
  stageChangedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Every stage the file has been in, oldest first: the timeline. */
  history: z.array(fileStageChange),
});
export type MortgageFile = z.infer<typeof mortgageFile>;
export const mortgageFileList = listOf(mortgageFile);
export type MortgageFileList = z.infer<typeof mortgageFileList>;
