/** Cache tag for everything the job board shows; expired when jobs or their lists change. */
export const JOBS_TAG = 'jobs'
