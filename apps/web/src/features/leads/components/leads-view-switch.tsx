import { Columns3, FileText, Landmark, ListChecks, Megaphone, Users, type LucideIcon } from 'lucide-react';
import { bookMessages } from '@maple/shared/messages/book';
import { campaignsMessages } from '@maple/shared/messages/campaigns';
import { mortgageFilesMessages } from '@maple/shared/messages/mortgage-files';
import { pipelineMessages } from '@maple/shared/messages/pipeline';
import { tasksMessages } from '@maple/shared/messages/tasks';
import { cn } from '@/lib/cn';
import type { LeadsView } from '../hooks/use-leads-view';

const v = mortgageFilesMessages.views;
const views: readonly { id: LeadsView; label: string; Icon: LucideIcon }[] = [
  { id: 'leads', label: v.leads, Icon: Users },
  { id: 'files', label: v.files, Icon: FileText },
  { id: 'pipeline', label: pipelineMessages.view, Icon: Columns3 },
  { id: 'tasks', label: tasksMessages.view.label, Icon: ListChecks },
  { id: 'book', label: bookMessages.view, Icon: Landmark },
];
/** The console adds its campaigns (issue 40 §6): newsletters go to the leads and subscribers listed beside them. */
const consoleViews = [...views, { id: 'campaigns' as const, label: campaignsMessages.title, Icon: Megaphone }];

/**
 * "Leads" / "Mortgage files" / "Pipeline" / "Tasks" / "Book" at the top of the Leads tab: a group of
 * toggle buttons, the shown view pressed (as the analytics' period switch). They live inside the
 * Leads tab because the spec fixes each area's ten tabs (decisions 102, 103 and 105); on a phone they wrap.
 */
export function LeadsViewSwitch({ value, onChange, withCampaigns = false }: { value: LeadsView; onChange: (view: LeadsView) => void; withCampaigns?: boolean }) {
  return (
    <div role="group" aria-label={v.label} className="inline-flex max-w-full flex-wrap self-start rounded-md border bg-background p-0.5 shadow-sm">
      {(withCampaigns ? consoleViews : views).map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => (value === id ? undefined : onChange(id))}
          className={cn(
            'inline-flex min-h-9 items-center gap-2 rounded px-3 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            value === id ? 'bg-navy-900 text-white' : 'text-foreground hover:bg-accent',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </div>
  );
}
