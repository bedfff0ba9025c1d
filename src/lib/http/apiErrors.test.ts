import { APIError, formatErrors, type PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { clientErrors } from './apiErrors'

/** The production build minifies class names; an anonymous subclass stands in for that here. */
const Minified = (() => class extends APIError {})()

const run = (error: Error, locale = 'en') =>
  clientErrors({ error, req: { locale } as PayloadRequest, result: formatErrors(error as never), context: {} }) as
    { response: { errors: { message: string; name: string }[] }; status: number } | undefined

describe('client errors in the production build', () => {
  it("are lost by Payload's formatter when the class name is minified", () => {
    const error = new Minified('You have already applied for this job.', 409)
    expect(error.name).toBe('')
    expect(formatErrors(error).errors[0]!.message).toBe('An unknown error occurred.')
  })

  it('keep their status and message', () => {
    const result = run(new Minified('You have already applied for this job.', 409))
    expect(result?.status).toBe(409)
    expect(result?.response.errors[0]).toMatchObject({ message: 'You have already applied for this job.', name: 'APIError' })
  })

  it("translate Payload's own messages", () => {
    expect(run(new Minified('Invalid JSON', 400), 'ar')?.response.errors[0]!.message).toBe('محتوى الطلب ليس JSON صالحًا.')
  })

  it('leave server faults hidden', () => {
    expect(run(new Error('connection refused at 10.0.0.3'))).toBeUndefined()
    expect(run(new Minified('secret detail', 500))).toBeUndefined()
  })
})

describe('validation errors', () => {
  const invalid = (errors: { path: string; message: string }[]) => {
    const error = new Minified(`The following field is invalid: ${errors.map((e) => e.path).join(', ')}`, 400, {
      collection: 'candidates',
      errors,
    })
    return run(error, 'ar')
  }

  it("answer with the fields' own sentences, not Payload's English list of field names", () => {
    const result = invalid([{ path: 'city', message: 'المدينة مطلوبة.' }])
    expect(result?.status).toBe(400)
    expect(result?.response.errors[0]).toMatchObject({ name: 'ValidationError', message: 'المدينة مطلوبة.' })
  })

  it('name every field that was refused, each as a sentence, and keep the per-field list', () => {
    const result = invalid([
      { path: 'skills', message: 'Skills are required.' },
      { path: 'phoneNumber_1', message: 'Enter a valid phone number with its country code, for example +966 50 123 4567' },
    ])
    expect(result?.response.errors[0]!.message).toBe(
      'Skills are required. Enter a valid phone number with its country code, for example +966 50 123 4567.',
    )
    expect((result?.response.errors[0] as unknown as { data: { errors: unknown[] } }).data.errors).toHaveLength(2)
  })
})
