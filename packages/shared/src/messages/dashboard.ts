export const dashboardMessages = {
  title: 'Agent Dashboard',
  viewMyPage: 'View My Page',
  tabsLabel: 'Dashboard sections',
  tabs: {
    profile: { label: 'Profile', description: 'Your name, contact details, bio and photos.' },
    customizePage: { label: 'Customize Page', description: 'Choose how your public page looks.' },
    socialLinks: { label: 'Social Links', description: 'Links to your social media profiles.' },
    applicationLinks: { label: 'Application Links', description: 'Links where clients can start an application.' },
    seoSettings: { label: 'SEO Settings', description: "Your page's title, description and profile URL for search engines." },
    blogPosts: { label: 'Blog Posts', description: 'Write posts for your page and the team blog.' },
    documents: { label: 'Documents', description: 'Upload and manage your documents.' },
    testimonials: { label: 'Testimonials', description: 'Submit client testimonials for approval.' },
    leads: { label: 'Leads', description: 'Clients who contacted you.' },
    analytics: { label: 'Analytics', description: 'Page views, leads and recent activity.' },
  },
} as const;
