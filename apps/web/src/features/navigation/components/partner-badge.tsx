import { shellMessages } from '@maple/shared/messages/shell';
import { cx } from '@/lib/cx';

/**
 * The brokerage network the team belongs to: its logo when the settings have one, else its name
 * as a text pill, else nothing (an empty element keeps the bar's layout).
 */
export function PartnerBadge({ name, logoUrl, className }: { name: string; logoUrl: string; className?: string }) {
  if (logoUrl) {
    return (
      <p className={cx('flex items-center gap-2 text-xs whitespace-nowrap', className)}>
        <span className="text-navy-100">{shellMessages.partnerMember}</span>
        <img src={logoUrl} alt={name || shellMessages.partnerLogoAlt} className="h-6 w-auto max-w-40 rounded-sm bg-white object-contain px-1" />
      </p>
    );
  }
  if (!name) return <span />;
  return (
    <p
      className={cx(
        'flex items-center gap-1.5 rounded-full border border-white/25 bg-white/10 px-3 py-0.5 text-xs whitespace-nowrap',
        className,
      )}
    >
      <span className="text-navy-100">{shellMessages.partnerMember}</span>
      <span className="font-semibold text-white">{name}</span>
    </p>
  );
}
