/**
 * The recruiters' candidate search as other slices may use it (matching's smart talent pools): whose applications a
 * staff member may search (`scopeOf`, `inScope`) and the Arabic-aware full-text condition on an application
 * (`applicationTextMatches`, the same one the search runs).
 */
export { inScope, scopeOf, type Scope } from './scope'
export { applicationTextMatches } from './search'
