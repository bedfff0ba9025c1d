'use client'

import { useEffect, useState } from 'react'

import { appliedJobIds } from '../actions'

import { signedInIds } from './signedInIds'

/** One request per page (and per sign-in state) for the jobs this candidate applied for, shared by every card on it. */
const applied = signedInIds(appliedJobIds)
const loadApplied = applied.load
const listeners = new Set<() => void>()

/** After an application is sent on this page: every card and button for that job says "Applied". */
export function markApplied(jobId: number) {
  void applied.add(jobId).then(() => {
    for (const listener of listeners) listener()
  })
}

/** Whether the signed-in candidate has applied for this job (false until known, and for visitors). */
export function useApplied(jobId: number): boolean {
  const [applied, setApplied] = useState(false)
  useEffect(() => {
    let live = true
    const check = () => void loadApplied().then((ids) => live && setApplied(Boolean(ids?.has(jobId))))
    check()
    listeners.add(check)
    return () => {
      live = false
      listeners.delete(check)
    }
  }, [jobId])
  return applied
}
