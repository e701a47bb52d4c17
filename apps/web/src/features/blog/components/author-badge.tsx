import { Link } from '@/lib/localized-router';
import { ShieldCheck, UserRound } from 'lucide-react';
import { blogMessages } from '@maple/shared/messages/blog';
import type { PublicBlogPost } from '@maple/shared/schemas/blog';
import { badgeVariants } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { agentProfilePath } from '@maple/shared/agent-links';

/** The author's name linking to their profile, or 'Admin' for a post written by the team. */
export function AuthorBadge({ author, className }: { author: PublicBlogPost['author']; className?: string }) {
  if (!author) {
    return (
      <span className={cn(badgeVariants({ variant: 'secondary' }), className)}>
        <ShieldCheck aria-hidden="true" />
        {blogMessages.admin}
      </span>
    );
  }
  return (
    <Link
      to={agentProfilePath(author)}
      className={cn(badgeVariants({ variant: 'outline' }), 'relative z-10 hover:border-primary hover:text-primary', className)}
    >
      <UserRound aria-hidden="true" />
      <span className="truncate">{author.name}</span>
    </Link>
  );
}
