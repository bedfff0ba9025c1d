import { expect, test, type Page } from '@playwright/test'
import fc from 'fast-check'

import { signUpAndSignIn } from './candidate'

/**
 * Issue 14, item 12, signed in: the server actions a candidate reaches (profile, password, CV and picture, saved
 * jobs, apply, sign-out…) get odd input as a signed-in candidate and never answer 5xx. Bounded and property-based
 * (fast-check, fixed seeds): the forms are read from the pages the candidate gets, then posted again the two ways a
 * browser sends a server action, with fuzzed values:
 * - as a form without scripts (multipart, the action named by the form's own hidden fields), to the page's URL;
 * - as a script would (`Next-Action` header, the arguments as a JSON array in a text/plain body).
 */
type Form = { page: string; id: string; hidden: [string, string][]; fields: string[] }

/** The server-action forms of a page as the server sent it (the HTML before scripts ran). */
async function formsOf(page: Page, path: string): Promise<Form[]> {
  const html = await (await page.request.get(path)).text()
  const found = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html')
    return [...doc.querySelectorAll('form')].map((form) => {
      const inputs = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')]
      const hidden = inputs.filter((i) => i.type === 'hidden' && i.name).map((i) => [i.name, i.value] as [string, string])
      const fields = inputs.filter((i) => i.type !== 'hidden' && i.type !== 'submit' && i.name).map((i) => i.name)
      return { hidden, fields }
    })
  }, html)
  return found.flatMap(({ hidden, fields }) => {
    // `$ACTION_ID_<id>` for a plain action; `$ACTION_<n>:0` = {"id": …} for one kept by useActionState.
    const plain = hidden.find(([name]) => name.startsWith('$ACTION_ID_'))?.[0].slice('$ACTION_ID_'.length)
    const bound = hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1]
    const id = plain ?? (bound ? (JSON.parse(bound) as { id?: string }).id : undefined)
    return id ? [{ page: path, id, hidden, fields }] : []
  })
}

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\r\nb',
    '%00',
    '../../etc/passwd',
    '<script>x</script>',
    '٠١٢٣',
    '+966 50',
    '{"$K":1}',
    '$@1',
    '$Q0',
  ),
  fc.string({ minLength: 2_000, maxLength: 6_000 }),
  fc.integer().map(String),
)
const oddJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('email', 'password', 'fullName', 'job', 'cv', 'phoneNumber', 'currentPassword', 'locale'), oddText),
)

test.describe('server actions, signed in as a candidate', () => {
  test.describe.configure({ timeout: 240_000 })

  test('never answer 5xx to odd forms or arguments (property-based, fixed seeds)', async ({ page, baseURL }) => {
    await signUpAndSignIn(page, { email: `fuzz-actions-${Date.now()}@example.com`, fullName: 'Salma Fuzz', after: '/en/profile' })
    const jobs = await page.request.get('/api/jobs?where[status][equals]=open&limit=1&depth=0')
    const { docs } = (await jobs.json()) as { docs: { slug: string }[] }
    const forms: Form[] = []
    for (const path of ['/en/profile', '/ar/profile', '/en/saved-jobs', `/en/jobs/${docs[0]!.slug}/apply`, `/ar/jobs/${docs[0]!.slug}`])
      forms.push(...(await formsOf(page, path)))
    // The profile's details, password, CV and picture forms, the apply form and a job's save button at least.
    expect(new Set(forms.map((f) => f.id)).size).toBeGreaterThanOrEqual(4)
    const origin = new URL(baseURL!).origin
    const failures: string[] = []
    const check = (status: number, what: string) => {
      if (status >= 500) failures.push(`${status} ${what}`)
      return status < 500
    }

    // Without scripts: the form's hidden fields as sent, its other fields fuzzed (some left out, some repeated).
    await fc
      .assert(
        fc.asyncProperty(fc.constantFrom(...forms), fc.array(fc.tuple(fc.nat(), oddText), { maxLength: 8 }), async (form, values) => {
          const multipart: Record<string, string> = Object.fromEntries(form.hidden)
          for (const [k, value] of values) {
            const name = form.fields.length && k % 4 ? form.fields[k % form.fields.length]! : `extra${k % 3}`
            multipart[name] = value
          }
          const response = await page.request.post(form.page, {
            headers: { Origin: origin },
            multipart,
            maxRedirects: 0,
            failOnStatusCode: false,
          })
          return check(response.status(), `form ${form.page} ${form.id.slice(0, 8)} ${JSON.stringify(values).slice(0, 120)}`)
        }),
        { seed: 1408, numRuns: 150, endOnFailure: true },
      )
      .catch(() => {})

    // As scripts call them: any arguments, as JSON.
    await fc
      .assert(
        fc.asyncProperty(fc.constantFrom(...forms), fc.array(oddJson, { maxLength: 3 }), async (form, args) => {
          const response = await page.request.post(form.page, {
            headers: { Origin: origin, 'Next-Action': form.id, 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'text/x-component' },
            data: JSON.stringify(args),
            maxRedirects: 0,
            failOnStatusCode: false,
          })
          return check(response.status(), `action ${form.page} ${form.id.slice(0, 8)} ${JSON.stringify(args).slice(0, 120)}`)
        }),
        { seed: 1409, numRuns: 150, endOnFailure: true },
      )
      .catch(() => {})

    expect(failures).toEqual([])
    // Still signed in and served: nothing above broke the account.
    expect((await page.request.get('/en/profile')).status()).toBe(200)
  })
})
