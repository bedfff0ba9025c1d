/** Staff roles. Job seekers are a separate auth collection and have none of these. */
export const staffRoles = ['admin', 'editor', 'recruiter'] as const
export type StaffRole = (typeof staffRoles)[number]

/**
 * Whoever a rule is asked about: a request's user (staff, a candidate or nobody), a server component's `user`
 * prop, the admin's `useAuth()` user. Every named rule takes it as it comes, so call sites need no cast.
 */
export type MaybeStaff = { collection?: string; roles?: readonly string[] | null } | null | undefined

/** Any signed-in staff member (admin, editor or recruiter). */
export function isStaffUser(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => (staffRoles as readonly string[]).includes(r)))
}

/**
 * The building block of the named rules in this folder (`isAdminUser`, `isRecruiterUser`, `isStaffUser`, …).
 * Code outside `src/access` calls those by name, never this (the lint forbids it: docs/ARCHITECTURE.md).
 */
export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => (roles as readonly string[]).includes(r)))
}
