import fc from 'fast-check'
import { expect, test, type Page } from '@playwright/test'

import { signUpAndSignIn } from './candidate'

/**
 * Issue 14 ("no input produces a 500") for the forms a signed-in candidate has, sent as a browser without scripts
 * sends them: every form on the profile (both languages), the job list and a job's apply page, found on the pages
 * themselves (their server actions' hidden fields included), posted with odd values in every visible field
 * (property-based, fixed seed). Each answer is below 500 and the candidate stays signed in. Only the account deletion form is left out: it would end the account the rest posts as.
 */
type Field = { name: string; type: string; value: string; checked: boolean }
type FoundForm = { page: string; id: string; action: string; fields: Field[] }

const LEFT_OUT = new Set(['delete-account-form'])

async function formsOn(page: Page, path: string): Promise<FoundForm[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  const found = await page.evaluate(() =>
    Array.from(document.forms)
      .filter((form) => form.method === 'post')
      .map((form, index) => ({
        id: form.dataset.testid ?? `form ${index + 1}`,
        action: form.getAttribute('action') ?? '',
        fields: Array.from(form.elements).flatMap((element) => {
          const input = element as HTMLInputElement
          if (!input.name) return []
          return [{ name: input.name, type: input.type, value: input.value, checked: input.checked }]
        }),
      })),
  )
  return found.filter((form) => !LEFT_OUT.has(form.id)).map((form) => ({ ...form, page: path }))
}

const odd = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{"$gt":""}',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '٠١٢٣٤',
    '\u0000',
    '\uD800',
    '../../etc/passwd',
    'x'.repeat(20_000),
  ),
)
const oddFile = fc.record({
  name: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('cv.pdf', '../../cv.pdf', 'سيرة.docx', 'a'.repeat(300), '.pdf')),
  mimeType: fc.constantFrom('application/pdf', 'image/jpeg', 'text/html', 'application/octet-stream', ''),
  buffer: fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from('%PDF-1.4\n<script>alert(1)</script>')),
  ),
})

test.describe('a signed-in candidate posting odd values to every form, before scripts load', () => {
  test.use({ javaScriptEnabled: false })

  test('never gets a 5xx, and stays signed in', async ({ page, baseURL }) => {
    test.setTimeout(120_000)
    const email = `fuzz-forms-${Date.now()}@example.com`
    // A complete profile, so that the apply page offers its forms (a CV first).
    const profile = { phoneNumber_1: '+966501234567', city: 'Riyadh', state: 'Riyadh Province', skills: 'Payroll' }
    await signUpAndSignIn(page, { email, fullName: 'Fuzz Forms', after: '/en/profile', profile })
    const origin = new URL(baseURL!).origin

    await page.goto('/en/jobs')
    const jobPath = await page.evaluate(
      () =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="/en/jobs/"]')).find((a) => !a.pathname.includes('/search/'))
          ?.pathname,
    )
    expect(jobPath).toBeTruthy()
    const forms = [
      ...(await formsOn(page, '/en/profile')),
      ...(await formsOn(page, '/ar/profile')),
      ...(await formsOn(page, '/en/jobs?q=engineer')),
      ...(await formsOn(page, `${jobPath!}/apply`)),
    ]
    // The profile's own forms, the job alert's and the apply page's (a CV first, for an account without one).
    expect(forms.map((form) => form.id)).toEqual(
      expect.arrayContaining(['profile-form', 'password-form', 'export-form', 'alert-form-candidate', 'cv-form']),
    )

    const failures: string[] = []
    for (const form of forms) {
      const visible = form.fields.filter((field) => field.type !== 'hidden' && field.type !== 'submit')
      const url = new URL(form.action || form.page, new URL(form.page, origin))
      const target = url.pathname + url.search
      await fc
        .assert(
          fc.asyncProperty(
            fc.tuple(fc.array(odd, { minLength: visible.length, maxLength: visible.length }), oddFile, fc.boolean(), odd),
            async ([values, file, extra, tampered]) => {
              const body = new FormData()
              // The form's own hidden fields (a search, where to go back to) changed too when `extra` is set; React's
              // `$ACTION_` fields stay (security.e2e sends those unreadable).
              for (const field of form.fields.filter((one) => one.type === 'hidden')) {
                body.append(field.name, extra && !field.name.startsWith('$ACTION') ? tampered : field.value)
              }
              visible.forEach((field, i) => {
                if (field.type === 'file')
                  body.append(field.name, new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name)
                else body.append(field.name, values[i]!)
              })
              if (extra) body.append('role', 'admin')
              const response = await page.request.post(target, { headers: { Origin: origin }, multipart: body, maxRedirects: 0 })
              if (response.status() >= 500) failures.push(`${response.status()} ${form.page} ${form.id}`)
              return response.status() < 500
            },
          ),
          { seed: 14, numRuns: 8, endOnFailure: false },
        )
        .catch(() => {})
    }
    expect(failures).toEqual([])

    // Still signed in, as the same account.
    const answer = await page.goto('/en/profile')
    expect(answer?.status()).toBe(200)
    await expect(page.getByTestId('profile-form').locator('#email')).toHaveValue(email)
  })
})
