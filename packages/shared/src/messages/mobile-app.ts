export const mobileAppMessages = {
  downloadIos: 'Download on the App Store',
  downloadAndroid: 'Get it on Google Play',
  intro: 'Your mortgage, in your pocket. Follow your application, send documents and talk to your agent from your phone.',
  notInStores: 'Coming soon: the app is not in the stores yet. Until then, every feature below is available by phone or email with your agent.',
  featuresTitle: 'What you can do in the app',
  features: [
    {
      title: 'Track your application status',
      text: 'See where your mortgage stands, from submitted to approved to funded, and what is still needed from you.',
    },
    {
      title: 'Upload documents securely',
      text: 'Snap a photo of a pay stub, T4 or notice of assessment and send it over an encrypted connection. No email attachments.',
    },
    {
      title: 'Rate alerts and notifications',
      text: 'Hear about rate changes, conditions to meet and upcoming renewal dates as soon as they matter to you.',
    },
    {
      title: 'Chat with a mortgage professional',
      text: 'Ask your agent a question and get an answer from a licensed professional who knows your file.',
    },
  ],
} as const;
