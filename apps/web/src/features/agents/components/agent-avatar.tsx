import { initials } from '@/features/agents/agent-path';
import { cn } from '@/lib/cn';
import { ResponsiveImage } from '@/components/responsive-image';

/** The agent's headshot or their initials. The name is always written beside it, so the image is decorative. */
export function AgentAvatar({ name, src, className, eager = false }: { name: string; src: string | null; className?: string; eager?: boolean }) {
  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-navy-100 font-bold text-navy-900 ring-4 ring-background',
        className,
      )}
    >
      {src ? (
        <ResponsiveImage src={src} alt="" sizes="128px" width={160} height={160} priority={eager} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </div>
  );
}
