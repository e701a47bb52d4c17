export const servicesMessages = {
  notFound: 'Service not found.',
  empty: 'No services available at the moment.',
  intro: 'From your first home to your next renewal, our licensed mortgage professionals compare lenders for you and explain every option in plain language.',
  viewDetails: 'View Details',
  contactUs: 'Contact Us',
  back: 'Back to services',
  features: "What's included",
  ctaTitle: 'Talk to a mortgage professional',
  ctaText: 'Tell us where you are in your journey and we will recommend the right next step.',
} as const;
