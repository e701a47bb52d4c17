import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListOf, PageQuery } from '@maple/shared/schemas/paging';

/**
 * One page of a signed-in list and how many rows match in all, read together. `rows` is the
 * list's whole query, scoped, filtered and ordered (made `.$dynamic()`); `total` counts with the
 * same WHERE (`db.$count(table, where)`), so the page and its total never disagree on scope.
 */
export async function paginate<T extends PgSelect>(rows: T, total: Promise<number>, query: Pick<PageQuery, 'page' | 'pageSize'>): Promise<ListOf<Awaited<T>[number]>> {
  const [items, count] = await Promise.all([rows.limit(query.pageSize).offset((query.page - 1) * query.pageSize), total]);
  return { items: items as Awaited<T>, total: count };
}
