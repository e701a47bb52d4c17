import { BlogPostsManager } from '@/features/blog/components/blog-posts-manager';

/** Dashboard Blog Posts tab: the signed-in agent's own posts. */
export function BlogPostsTab() {
  return <BlogPostsManager audience="me" />;
}
