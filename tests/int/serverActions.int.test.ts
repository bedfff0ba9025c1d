import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { getTestPayload } from './helpers/payload'
import { nextRequest as request } from './helpers/nextMocks'

/**
 * The site's server actions called directly, as a script can call them (issue 26, findings 4 and 6): the functions
 * themselves, with FormData or with junk, outside the hydrated forms. Next.js's request scope is stood in for by helpers/nextMocks.ts:
 * the request's headers and cookies (next/headers), its locale (next-intl) and the 303 of `redirect()`.
 */
vi.mock('next/headers', () => import('./helpers/nextMocks').then((m) => m.nextHeaders))
vi.mock('next/navigation', () => import('./helpers/nextMocks').then((m) => m.nextNavigation))
vi.mock('next-intl/server', () => import('./helpers/nextMocks').then((m) => m.nextIntlServer))

/** A new client address for every call: the per-address limits are tested elsewhere. */
const freshRequest = () => {
  request.headers = new Headers({ 'x-forwarded-for': `10.26.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` })
  request.cookies.clear()
}
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

/** Payload's error classes as a second bundle has them: the same files, loaded again as distinct modules. */
const errorsDir = pathToFileURL(path.resolve('node_modules/payload/dist/errors') + path.sep).href
async function fromOtherBundle(error: unknown): Promise<unknown> {
  const { status, data } = error as { status?: number; data?: unknown }
  if (status === 401) {
    const { AuthenticationError } = (await import(/* @vite-ignore */ `${errorsDir}AuthenticationError.js?bundle=api-route`)) as {
      AuthenticationError: new () => Error
    }
    return new AuthenticationError()
  }
  if (status === 400 && data) {
    const { ValidationError } = (await import(/* @vite-ignore */ `${errorsDir}ValidationError.js?bundle=api-route`)) as {
      ValidationError: new (results: unknown) => Error
    }
    return new ValidationError(structuredClone(data))
  }
  return error
}

let payload: Payload
const PASSWORD = 'a long walk by the corniche 26'

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.create({
    collection: 'candidates',
    overrideAccess: true,
    data: { email: 'actions26@example.com', password: PASSWORD, fullName: 'Action Tester' },
  })
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('issue 26 finding 4: a wrong password and a taken email are the visitor’s mistakes, not server faults', () => {
  const signInWrong = async () => {
    const { signInForm } = await import('@/features/accounts/formActions')
    freshRequest()
    return signInForm({}, form({ email: 'actions26@example.com', password: 'not the password at all', redirect: '' }))
  }
  const signUpTaken = async () => {
    const { signUpForm } = await import('@/features/accounts/formActions')
    freshRequest()
    return signUpForm(
      {},
      form({ fullName: 'Someone Else', email: 'Actions26@example.com', password: PASSWORD, confirmPassword: PASSWORD, redirect: '' }),
    )
  }

  it('answers the sign-in and sign-up actions with the right message', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    expect((await signInWrong()).formError).toBe('invalidCredentials')
    expect((await signUpTaken()).formError).toBe('emailTaken')
    expect(logged).not.toHaveBeenCalled()
  })

  it('does so when Payload was started by another bundle (its errors are not this bundle’s classes)', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    for (const operation of ['login', 'create'] as const) {
      const original = payload[operation].bind(payload) as (...args: unknown[]) => Promise<unknown>
      vi.spyOn(payload, operation).mockImplementation((async (...args: unknown[]) => {
        try {
          return await original(...args)
        } catch (error) {
          throw await fromOtherBundle(error)
        }
      }) as never)
    }
    expect((await signInWrong()).formError).toBe('invalidCredentials')
    expect((await signUpTaken()).formError).toBe('emailTaken')
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('issue 26 finding 6: every server action takes junk arguments without a server fault', () => {
  const JUNK: unknown[][] = [[], [null], [null, null], [undefined, undefined], [5, 'x'], ['x', 5], [true, {}], [{}, []]]

  /** Every exported function of every 'use server' module. */
  async function actions(): Promise<[string, (...args: unknown[]) => Promise<unknown>][]> {
    const modules = {
      accounts: await import('@/features/accounts/actions'),
      accountForms: await import('@/features/accounts/formActions'),
      contact: await import('@/features/contact/actions'),
      cv: await import('@/features/cv/actions'),
      alerts: await import('@/features/alerts/actions'),
      alertForms: await import('@/features/alerts/formActions'),
      privacy: await import('@/features/privacy/actions'),
      applications: await import('@/features/applications/actions'),
      applicationForms: await import('@/features/applications/formActions'),
      consentForms: await import('@/features/consent/formActions'),
      matching: await import('@/features/matching/actions'),
      matchingForms: await import('@/features/matching/formActions'),
      // The client portal's forms (issue 30): sign-in links, decisions, vacancy intake with its job description.
      clients: await import('@/features/clients/actions'),
      salaryReport: await import('@/features/salary/reportActions'),
    }
    return Object.entries(modules).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([name, value]) => [`${module}.${name}`, value as (...args: unknown[]) => Promise<unknown>] as [string, typeof value]),
    ) as never
  }

  it('answers null, numbers, strings and objects with a refusal (a form error or a redirect), never a throw or "unexpected"', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    const all = await actions()
    expect(all.map(([name]) => name)).toEqual(
      expect.arrayContaining(['contact.submitContact', 'accounts.signInAction', 'accounts.signUpAction', 'cv.applyCvProposals']),
    )
    const faults: string[] = []
    for (const [name, action] of all) {
      for (const args of JUNK) {
        freshRequest()
        const label = `${name}(${args.map((a) => JSON.stringify(a) ?? 'undefined').join(', ')})`
        try {
          const answer = (await action(...args)) as { formError?: string; ok?: boolean } | null | undefined
          if (answer && typeof answer === 'object' && answer.formError === 'unexpected') faults.push(`${label}: unexpected`)
          if (answer && typeof answer === 'object' && 'ok' in answer && answer.ok === false && !answer.formError && !('errors' in answer))
            continue
        } catch (error) {
          const digest = (error as { digest?: unknown }).digest
          if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT')) continue
          faults.push(`${label}: ${(error as Error).message}`)
        }
      }
    }
    expect(faults).toEqual([])
    expect(logged).not.toHaveBeenCalled()
  })

  it('takes fuzzed arguments the same way (fast-check, fixed seed)', async () => {
    const logged = vi.spyOn(payload.logger, 'error')
    const all = await actions()
    const faults: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: all.length - 1 }),
        fc.array(fc.oneof(fc.anything({ maxDepth: 2 }), fc.constant(new FormData())), { maxLength: 3 }),
        async (index, args) => {
          const [name, action] = all[index]!
          freshRequest()
          try {
            const answer = (await action(...args)) as { formError?: string } | null | undefined
            if (answer?.formError === 'unexpected') faults.push(`${name}: unexpected`)
          } catch (error) {
            const digest = (error as { digest?: unknown }).digest
            if (!(typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT'))) faults.push(`${name}: ${(error as Error).message}`)
          }
          return faults.length === 0
        },
      ),
      { seed: 2605, numRuns: 200 },
    )
    expect(faults).toEqual([])
    expect(logged).not.toHaveBeenCalled()
  })

  it('answers the actions the probe named, given null, with a form error saying the request was bad', async () => {
    const { submitContact, contactForm } = await import('@/features/contact/actions')
    const { signInAction, signUpAction } = await import('@/features/accounts/actions')
    const { applyCvProposals } = await import('@/features/cv/actions')
    freshRequest()
    expect(await submitContact(null as never)).toEqual({ ok: false, formError: 'badRequest' })
    expect(await signInAction(null as never)).toEqual({ ok: false, formError: 'badRequest' })
    expect(await signUpAction(null as never, null)).toEqual({ ok: false, formError: 'badRequest' })
    expect((await contactForm(null as never, null as never)).formError).toBe('badRequest')
    expect((await applyCvProposals(null as never, null as never)).formError).toBe('badRequest')
    // A real form still reads as a form.
    expect((await contactForm({}, form({ name: 'x', submissionId: randomUUID() }))).formError).toBeUndefined()
  })
})
