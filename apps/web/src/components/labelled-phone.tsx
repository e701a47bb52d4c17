import { telHref } from '@/lib/format';

/** "Phone: 416-555-0123" with the number as a tel: link; nothing at all when no number is set. */
export function LabelledPhone({ label, number, linkClassName }: { label: string; number: string; linkClassName: string }) {
  if (!number) return null;
  return (
    <span>
      {label}:{' '}
      <a href={telHref(number)} className={linkClassName}>
        {number}
      </a>
    </span>
  );
}
