import { useAgentOptions } from '@/features/agents/api/agent-queries';
import { BlogPostsManager } from '@/features/blog/components/blog-posts-manager';

/** Console Blog tab: every post; the author may be the brokerage or any listed agent. */
export function BlogTab() {
  const agents = useAgentOptions();
  return <BlogPostsManager audience="admin" authorOptions={agents.data ?? []} />;
}
