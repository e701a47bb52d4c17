/** The seeded demo sign-ins (packages/db/src/seed/demo-content.ts). */
export const demoPassword = 'demo-password-2026';
export const demoAccounts = ['admin@demo.maple.test', 'agent@demo.maple.test', 'agent2@demo.maple.test'] as const;
export type DemoAccount = (typeof demoAccounts)[number];
