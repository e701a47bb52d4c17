import { localizePath } from '@maple/shared/i18n/paths';
import { pageLanguage } from '@maple/shared/messages/locale';
import { privacyNoticesMessages as m } from '@maple/shared/messages/privacy-notices';

/**
 * The link to /privacy from a form or the chat. It opens in a new tab so that reading the policy
 * loses nothing typed into the form or said in the chat; screen readers are told so.
 */
export function PolicyLink() {
  return (
    <a href={localizePath('/privacy', pageLanguage)} target="_blank" rel="noopener" className="font-medium text-primary underline underline-offset-4">
      {m.policyLink}
      <span className="sr-only"> {m.newTab}</span>
    </a>
  );
}
