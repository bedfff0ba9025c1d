'use client'

import { isSignedIn, waitForAuth } from '@/features/accounts/authClient'

/**
 * Ids the signed-in candidate has (saved jobs, applied jobs), asked for once per page and per sign-in state and
 * shared by every card and button on it: `load()` resolves to null for a visitor or when the request failed.
 * `add(id)` counts one more after an action on this page (alone, when the set is not known yet).
 */
export function signedInIds(request: () => Promise<number[] | null>) {
  let cache: { signedIn: boolean; ids: Promise<Set<number> | null> } | null = null
  const load = (): Promise<Set<number> | null> => {
    const signedIn = isSignedIn()
    if (!cache || cache.signedIn !== signedIn) {
      cache = {
        signedIn,
        ids: waitForAuth().then(async (ok) => {
          if (!ok) return null
          const ids = await request().catch(() => null)
          return ids ? new Set(ids) : null
        }),
      }
    }
    return cache.ids
  }
  const add = (id: number): Promise<void> =>
    load().then((ids) => {
      if (ids) ids.add(id)
      else cache = { signedIn: isSignedIn(), ids: Promise.resolve(new Set([id])) }
    })
  return { load, add }
}
