/** Staff roles. Job seekers are a separate auth collection and have none of these. */
export const staffRoles = ['admin', 'editor', 'recruiter'] as const
export type StaffRole = (typeof staffRoles)[number]

type MaybeStaff = { collection?: string; roles?: readonly string[] | null } | null | undefined

export function isStaffUser(user: MaybeStaff): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => (staffRoles as readonly string[]).includes(r)))
}

export function hasRole(user: MaybeStaff, ...roles: StaffRole[]): boolean {
  return Boolean(user && user.collection === 'users' && user.roles?.some((r) => (roles as readonly string[]).includes(r)))
}
