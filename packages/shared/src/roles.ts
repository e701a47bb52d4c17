export const roles = ['super_admin', 'admin', 'agent', 'other'] as const;
export type Role = (typeof roles)[number];

export const dashboardRoles: readonly Role[] = ['admin', 'agent'];

/** Where a user lands after signing in (public-site §2, Sign-in). */
export function homeForRole(role: string | null | undefined): '/super-admin' | '/agent-dashboard' | '/' {
  if (role === 'super_admin') return '/super-admin';
  if (role === 'admin' || role === 'agent') return '/agent-dashboard';
  return '/';
}

export function canOpenConsole(role: string | null | undefined): boolean {
  return role === 'super_admin';
}

export function canOpenDashboard(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'agent';
}
