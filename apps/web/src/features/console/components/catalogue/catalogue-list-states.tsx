import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { catalogueConsoleMessages as c } from '@maple/shared/messages/catalogue-console';
import { LoadingState } from '@/components/ui/loading-state';

type CatalogueListStatesProps<T> = {
  query: UseQueryResult<T[]>;
  fetchFailed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
};

/** Every catalogue tab shows the same loading, error and empty states before its own list. */
export function CatalogueListStates<T>({ query, fetchFailed, empty, children }: CatalogueListStatesProps<T>) {
  if (query.isPending) return <LoadingState label={c.loading} />;
  if (query.isError)
    return (
      <p role="alert" className="text-destructive">
        {fetchFailed}
      </p>
    );
  if (query.data.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return <>{children(query.data)}</>;
}
