/**
 * What matching shares with other slices (eslint/slices.mjs): whether a seeker may apply to a job that takes only
 * those who meet its criteria, and why not in their language (applications' checks on every path and the Apply
 * panel); a seeker's recommended jobs (the job alert digest, for subscribers who opted in); the jobs most like a job
 * (its page's "Similar jobs"); refreshing a candidate's stored skill ids once their CV's text is read (the CV reader);
 * rewriting every row's stored ids after the skills list changes, and dropping pool members who never answer
 * invitations (the jobs queue's tasks).
 */
export { blockNotice } from './checklistText'
export { DIGEST_RECOMMENDED } from './constants'
export { applyBlock, recommendationsFor, type ApplyBlock, type Recommendation } from './load'
export { similarJobIds } from './similar'
export { refreshCandidateSkillsForCv } from './skillIds'
export { REWRITE_MATCH_SKILLS_TASK, rewriteMatchSkills } from './rewrite'
export { DROP_SILENT_TASK, dropSilentPoolMembers } from './silent'
