import { z } from 'zod';
import { text } from './text.ts';

export const defaultPageSize = 25;
export const maxPageSize = 100;

const emptyAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `?page=&pageSize=&q=` of every signed-in list: 1-based page, at most 100 rows, optional search text. */
export const pageQuery = z.object({
  page: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(emptyAsAbsent, z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize)),
  q: z.preprocess(emptyAsAbsent, text({ max: 100 }).optional()),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** What every signed-in list answers: one page of rows and how many match in all. */
export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export type ListOf<T> = { items: T[]; total: number };
