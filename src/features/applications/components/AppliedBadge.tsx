'use client'

import { useApplied } from './appliedJobs'

/** "Applied" on a job card once the signed-in candidate has applied for that job (nothing for visitors). */
export function AppliedBadge({ jobId, label }: { jobId: number; label: string }) {
  const applied = useApplied(jobId)
  if (!applied) return null
  return (
    <span
      className="mt-3 inline-flex items-center rounded-full bg-emerald-100 px-2.5 py-1 text-xs font-semibold text-emerald-900"
      data-testid="applied-badge"
    >
      {label}
    </span>
  )
}
