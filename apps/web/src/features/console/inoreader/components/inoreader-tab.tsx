import { inoreaderMessages as m } from '@maple/shared/messages/news';
import { InoreaderConfigForm } from './inoreader-config-form';
import { InoreaderOauthCard } from './inoreader-oauth-card';
import { NewsFeedsEditor } from './news-feeds-editor';

/** The console's news tab: the Inoreader configuration, its OAuth connection and the RSS/Atom feeds. */
export function InoreaderTab() {
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-muted-foreground">{m.intro}</p>
      <InoreaderConfigForm />
      <InoreaderOauthCard />
      <NewsFeedsEditor />
    </div>
  );
}
