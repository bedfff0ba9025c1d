/**
 * Runs tasks with the same key one after another, in this process. Payload keeps an account's sessions as a list
 * on the account and adds a new one by reading the list and writing it back: two sign-ins to one account at the
 * same instant would each write their own list, and one of the two new sessions would be lost (its token then
 * signs nobody in). Sign-ins to one account therefore take turns (restGuard.ts, features/accounts/actions.ts).
 */
const tails = new Map<string, Promise<unknown>>()

export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = tails.get(key) ?? Promise.resolve()
  const current = previous.catch(() => undefined).then(task)
  tails.set(key, current)
  try {
    return await current
  } finally {
    if (tails.get(key) === current) tails.delete(key)
  }
}

/** The key for a sign-in to an account: the collection and the email, as Payload compares them. */
export const signInKey = (collection: string, email: unknown) =>
  `${collection}:${String(email ?? '')
    .trim()
    .toLowerCase()}`
