export const whyBrokerMessages = {
  cta: 'Connect with a Mortgage Expert',
} as const;
