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
