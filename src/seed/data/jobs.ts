import type { SeedJob } from './jobTypes'
import { jobsA } from './jobsA'
import { jobsB } from './jobsB'
import { jobsC } from './jobsC'

/** 66 open jobs across the Gulf, two closed, one past its closing day and one draft. */
export const seedJobs: SeedJob[] = [...jobsA, ...jobsB, ...jobsC]
