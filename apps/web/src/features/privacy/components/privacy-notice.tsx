import { privacyNoticesMessages as m, type PrivacyNoticeForm } from '@maple/shared/messages/privacy-notices';
import { cx } from '@/lib/cx';
import { PolicyLink } from './policy-link';

/**
 * The notice beside a lead form's submit button (issue 26): why the details are asked for and who
 * receives them, with the policy a click away (PIPEDA Principle 4.2: purposes stated at or before
 * collection). One component for the five forms; each form's words are in the catalogue.
 */
export function PrivacyNotice({ form, className }: { form: PrivacyNoticeForm; className?: string }) {
  return (
    <p data-privacy-notice={form} className={cx('text-xs leading-relaxed text-muted-foreground', className)}>
      {m.forms[form]} <PolicyLink />
    </p>
  );
}
