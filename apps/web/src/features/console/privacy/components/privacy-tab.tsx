import { privacyMessages as m } from '@maple/shared/messages/privacy';
import { IncidentsSection } from '@/features/privacy/components/incidents-section';
import { RequestsSection } from '@/features/privacy/components/requests-section';
import { RetentionSection } from '@/features/privacy/components/retention-section';
import { SearchSection } from '@/features/privacy/components/search-section';

/** The console's Privacy tab (issue 26): personal-data requests, the search behind them, retention and the incident register. */
export function PrivacyTab() {
  return (
    <div className="flex max-w-4xl flex-col gap-10">
      <p className="text-sm text-muted-foreground">{m.intro}</p>
      <RequestsSection />
      <SearchSection />
      <RetentionSection />
      <IncidentsSection />
    </div>
  );
}
