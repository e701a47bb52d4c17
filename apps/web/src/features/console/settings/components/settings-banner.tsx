import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { settingsMessages as m } from '@maple/shared/messages/settings';
import { useBrokerageSettings } from '../api/settings-queries';

/** Until the team name, licence line and lead inbox are set, every console tab says so. */
export function SettingsBanner({ onSettingsTab }: { onSettingsTab: boolean }) {
  const { data } = useBrokerageSettings();
  if (!data || data.missing.length === 0) return null;
  return (
    <div role="status" className="mb-4 flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-semibold">{m.incompleteBanner}</p>
          <p className="text-sm">{m.incompleteDetail}</p>
        </div>
      </div>
      {onSettingsTab ? null : (
        <Link to="?tab=settings" className="shrink-0 rounded-md px-1 text-sm font-semibold underline underline-offset-4">
          {m.openSettings}
        </Link>
      )}
    </div>
  );
}
