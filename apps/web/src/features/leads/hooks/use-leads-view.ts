import { useCallback } from 'react';
import { useSearchParams } from '@/lib/use-search-params';

/** The Leads tab's views: the leads, the mortgage files across them, the files as a pipeline board, the tasks, the book of funded mortgages, and (console only) the campaigns (decisions 102, 103, 105). */
export const leadsViews = ['leads', 'files', 'pipeline', 'tasks', 'book', 'campaigns'] as const;
export type LeadsView = (typeof leadsViews)[number];

/**
 * The Leads tab's view in the URL (`?view=files`, `pipeline`, `tasks`, `book`; the leads leave no trace), so a reload, Back or a
 * shared link shows the same view. The two lists share the tab's `?page=` and `?q=`, and each has
 * filters of its own: a switch keeps only the tab, and adds a history entry (Back returns).
 */
export function useLeadsView(): { view: LeadsView; setView: (view: LeadsView) => void } {
  const [params, setParams] = useSearchParams();
  const setView = useCallback(
    (view: LeadsView) =>
      setParams(
        (current) => {
          const next = new URLSearchParams();
          const tab = current.get('tab');
          if (tab) next.set('tab', tab);
          if (view !== 'leads') next.set('view', view);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const asked = params.get('view');
  return { view: (leadsViews as readonly string[]).includes(asked ?? '') ? (asked as LeadsView) : 'leads', setView };
}
