export const blogMessages = {
  notFound: 'Blog post not found.',
  loadFailed: 'Failed to load blog post',
  loading: 'Loading posts...',
  empty: 'No blog posts available yet.',
  intro: 'Mortgage tips, market updates and plain-language guides from our team.',
  noImage: 'No image',
  admin: 'Admin',
  backToBlog: 'Back to blog',
  readPost: 'Read post',
  publishedOn: 'Published',
} as const;
