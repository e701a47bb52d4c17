import type { Role } from './roles.ts';

/** Who is asking: built once per request from the session (the agent row looked up with it). */
export type Actor = { userId: string; role: Role; agentId: string | null };

export type Scope = 'own' | 'any';

// Resources and actions of the back office (back-office §2–§9). `own` means rows tied to the
// actor's agent id; `any` means every row.
export const resources = ['agent', 'lead', 'application', 'blogPost', 'testimonial', 'document', 'analytics', 'rate', 'product', 'service', 'lender', 'newsConfig', 'webhook', 'settings', 'auditEvent', 'user', 'privacyRequest', 'privacyIncident', 'identification', 'subscriber', 'mortgageFile', 'task', 'campaign'] as const;
export type Resource = (typeof resources)[number];
export const actions = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

export type Permission = `${Resource}:${Action}`;
export type ScopedPermission = `${Permission}:${Scope}`;

const everything = (resource: Resource): ScopedPermission[] => actions.map((action) => `${resource}:${action}:any` as const);

// Agents and admins run the dashboard on their own agent record and the rows tied to it
// (back-office §6); the super admin runs the console over every row.
const dashboard: ScopedPermission[] = [
  'agent:read:own',
  'agent:update:own',
  'lead:read:own',
  'lead:create:own',
  'lead:update:own',
  'blogPost:read:own',
  'blogPost:create:own',
  'blogPost:update:own',
  'blogPost:delete:own',
  'document:read:own',
  'document:create:own',
  'document:delete:own',
  'testimonial:read:own',
  'testimonial:create:own',
  'analytics:read:own',
  // Client identification records (FINTRAC) of their own leads; never deleted by anyone (decision 045).
  'identification:read:own',
  'identification:create:own',
  'identification:update:own',
  // The mortgage files of their own leads: started and moved through the stages, never deleted (decision 092).
  'mortgageFile:read:own',
  'mortgageFile:create:own',
  'mortgageFile:update:own',
  // Tasks assigned to them, on their own leads and files (decision 102).
  'task:read:own',
  'task:create:own',
  'task:update:own',
  'task:delete:own',
];

/** The one table every check reads: the server's assertCan and scopes, and the web's useCan. */
export const rolePermissions: Record<Role, readonly ScopedPermission[]> = {
  super_admin: ([...resources] as Resource[]).flatMap(everything),
  admin: dashboard,
  agent: dashboard,
  other: [],
};

/** The widest scope the role holds for a permission, or null when it holds none. */
export function scopeOf(role: Role, permission: Permission): Scope | null {
  const held = rolePermissions[role];
  if (held.includes(`${permission}:any`)) return 'any';
  if (held.includes(`${permission}:own`)) return 'own';
  return null;
}

/**
 * Whether the actor may do `permission`, on `row` when given. An `own` permission covers a row
 * only when the row's agent id is the actor's (an actor with no agent record owns nothing).
 */
export function can(actor: Actor | null | undefined, permission: Permission, row?: { agentId: string | null }): boolean {
  if (!actor) return false;
  const scope = scopeOf(actor.role, permission);
  if (scope === 'any') return true;
  if (scope === 'own') return row === undefined || (actor.agentId !== null && row.agentId === actor.agentId);
  return false;
}

/**
 * Rules beyond a resource's four verbs, each with the roles that hold it (back-office §4, §5,
 * §9): after a post is created only the console publishes or unpublishes it and gives it another
 * author; only the console deactivates an agent or chooses the provinces their leads come from
 * (decision 029).
 */
export const ruleRoles = {
  'blogPost:publish': ['super_admin'],
  'blogPost:reassignAuthor': ['super_admin'],
  'agent:setActive': ['super_admin'],
  'agent:setProvinces': ['super_admin'],
  'agent:setRole': ['super_admin'],
  // The document number of an identification record in clear (audited; decision 045).
  'identification:reveal': ['super_admin'],
  // The FSRA licence an agent advertises under is the brokerage's record, not the agent's (issue 27).
  'agent:setLicence': ['super_admin'],
  // A task may go to any agent only from the console; in the dashboard it is the owning agent's (decision 102).
  'task:assignAny': ['super_admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Rule = keyof typeof ruleRoles;

/** Whether the actor holds `rule`. */
export function may(actor: Pick<Actor, 'role'> | null | undefined, rule: Rule): boolean {
  return !!actor && (ruleRoles[rule] as readonly Role[]).includes(actor.role);
}
