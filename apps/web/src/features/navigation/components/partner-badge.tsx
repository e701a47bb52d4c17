import { shellMessages } from '@maple/shared/messages/shell';
import { cx } from '@/lib/cx';

/** The brokerage network the team belongs to, shown as a text badge. */
export function PartnerBadge({ name, className }: { name: string; className?: string }) {
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
