import people from './people.json' with { type: 'json' }
import type { SeedAssessment, SeedPartner, SeedTeamMember } from './types'

// The team, partners and assessments are content, kept as data in people.json (both languages side by side).
export const team = people.team as SeedTeamMember[]
export const partners = people.partners as SeedPartner[]
export const assessments = people.assessments as SeedAssessment[]
