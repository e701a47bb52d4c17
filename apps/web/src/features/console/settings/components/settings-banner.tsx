import { AlertTriangle } from 'lucide-react';
import { Link } from '@/lib/localized-router';
import { fillMessage } from '@maple/shared/messages/fill-message';
import { settingsMessages as m } from '@maple/shared/messages/settings';
import { useBrokerageSettings } from '../api/settings-queries';

/** The banner's name for a missing field (the server's `missing` list); an unknown one as sent. */
const missingName = (field: string) => (m.missingFields as Record<string, string>)[field] ?? field;

/** Until the team name, the brokerage's authorized name and licence number, and the lead inbox are set, every console tab says so, naming what is missing. */
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
          <p className="text-sm font-medium">{fillMessage(m.missingLabel, { fields: data.missing.map(missingName).join(', ') })}</p>
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
