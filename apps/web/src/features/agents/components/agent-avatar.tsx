import { initials } from '@/features/agents/agent-path';
import { cn } from '@/lib/cn';

/** The agent's headshot or their initials. The name is always written beside it, so the image is decorative. */
export function AgentAvatar({ name, src, className }: { name: string; src: string | null; className?: string }) {
  return (
    <div
      className={cn(
        'relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-navy-100 font-bold text-navy-900 ring-4 ring-background',
        className,
      )}
    >
      {src ? (
        <img src={src} alt="" width={160} height={160} decoding="async" className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </div>
  );
}
