import { fileStages, type FileStage } from '@maple/shared/schemas/file-stages';
import { isRecordId } from '@maple/shared/schemas/path-params';

/**
 * The files list's filters, kept in the page's URL (`?view=files&stage=&agent=`) beside the list's
 * own search and page (`useListPage`), so a reload or a shared link shows the same rows.
 */
export type FileFilters = { stage: FileStage | ''; agentId: string };
export type FileFilterKey = keyof FileFilters;
export const noFileFilters: FileFilters = { stage: '', agentId: '' };

/** What the rows are asked with: the filters, the search and the page. */
export type FileQuery = FileFilters & { q: string; page: number };

/** Reads the filters from the URL; an unknown stage or a malformed agent id is dropped rather than sent to the server (a 400). */
export function fileFiltersFromParams(params: URLSearchParams): FileFilters {
  const stage = params.get('stage') ?? '';
  const agentId = params.get('agent') ?? '';
  return {
    stage: (fileStages as readonly string[]).includes(stage) ? (stage as FileStage) : '',
    agentId: isRecordId(agentId) ? agentId : '',
  };
}

/** Writes the filters into a copy of `params`, keeping its other keys (`tab`, `view`, the search); other rows start again at page 1. */
export function withFileFilters(params: URLSearchParams, filters: FileFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (filters.stage) next.set('stage', filters.stage);
  else next.delete('stage');
  if (filters.agentId) next.set('agent', filters.agentId);
  else next.delete('agent');
  return next;
}

export const hasFileFilters = (filters: FileFilters) => filters.stage !== '' || filters.agentId !== '';
