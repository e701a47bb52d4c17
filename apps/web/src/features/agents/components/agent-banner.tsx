import { MapleLeaf } from '@/components/maple-leaf';
import { cn } from '@/lib/cn';
import { ResponsiveImage } from '@/components/responsive-image';

/** The agent's banner in a fixed 3:1 box (no layout shift), or a branded placeholder. Decorative: empty alt. */
export function AgentBanner({ src, className, eager = false }: { src: string | null; className?: string; eager?: boolean }) {
  return (
    <div className={cn('relative aspect-[3/1] w-full overflow-hidden bg-gradient-to-br from-navy-900 to-navy-700', className)}>
      {src ? (
        <ResponsiveImage src={src} alt="" width={1200} height={400} priority={eager} className="size-full object-cover" />
      ) : (
        <div className="flex size-full items-center justify-center" aria-hidden="true">
          <MapleLeaf className="size-12 opacity-60" />
        </div>
      )}
    </div>
  );
}
