export const mobileAppMessages = {
  downloadIos: 'Download on the App Store',
  downloadAndroid: 'Get it on Google Play',
  comingSoon: 'Coming soon',
} as const;
