import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { APIError, AuthenticationError, Forbidden, LockedAuth, NotFound, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  isAuthenticationError,
  isFieldRefused,
  isForbidden,
  isNotFound,
  isPayloadError,
  isValidationError,
  payloadErrorStatus,
} from './payloadErrors'

/**
 * Issue 26, finding 4: Payload's errors are recognised whichever copy of Payload threw them. A second copy of its
 * error classes is loaded here the way a second bundle has one: the same files as distinct modules (Node keys ES
 * modules by URL, query included), so `instanceof` against this file's imports is false, as it was in production.
 */
const errorsDir = pathToFileURL(path.resolve('node_modules/payload/dist/errors') + path.sep).href
const foreign = async <T>(file: string, name: string) =>
  ((await import(/* @vite-ignore */ `${errorsDir}${file}?bundle=other`)) as Record<string, T>)[name]!

type Ctor = new (...args: never[]) => Error

describe('Payload errors from another bundle', () => {
  it('are not instances of this bundle’s classes (the condition of the finding)', async () => {
    const OtherAuthenticationError = await foreign<new () => Error>('AuthenticationError.js', 'AuthenticationError')
    const error = new OtherAuthenticationError()
    expect(error instanceof AuthenticationError).toBe(false)
    expect(isAuthenticationError(error)).toBe(true)
  })

  it('are recognised by status and shape, whichever copy threw them', async () => {
    const Other = {
      AuthenticationError: await foreign<Ctor>('AuthenticationError.js', 'AuthenticationError'),
      LockedAuth: await foreign<Ctor>('LockedAuth.js', 'LockedAuth'),
      Forbidden: await foreign<Ctor>('Forbidden.js', 'Forbidden'),
      NotFound: await foreign<Ctor>('NotFound.js', 'NotFound'),
      ValidationError: await foreign<new (results: unknown) => Error>('ValidationError.js', 'ValidationError'),
      APIError: await foreign<new (message: string, status?: number) => Error>('APIError.js', 'APIError'),
    }
    for (const make of [
      () => new AuthenticationError(),
      () => new LockedAuth(),
      () => new Other.AuthenticationError(),
      () => new Other.LockedAuth(),
    ]) {
      expect(isAuthenticationError(make())).toBe(true)
    }
    expect(isForbidden(new Other.Forbidden())).toBe(true)
    expect(isForbidden(new Forbidden())).toBe(true)
    expect(isNotFound(new Other.NotFound())).toBe(true)
    expect(isNotFound(new NotFound())).toBe(true)
    const taken = { collection: 'candidates', errors: [{ path: 'email', message: 'A user with the given email is already registered.' }] }
    expect(isValidationError(new Other.ValidationError({ ...taken }))).toBe(true)
    expect(isFieldRefused(new Other.ValidationError({ ...taken }), 'email')).toBe(true)
    expect(isFieldRefused(new ValidationError({ ...taken }), 'email')).toBe(true)
    expect(isFieldRefused(new Other.ValidationError({ ...taken }), 'password')).toBe(false)
    expect(payloadErrorStatus(new Other.APIError('Too large', 413))).toBe(413)
    expect(payloadErrorStatus(new APIError('Too large', 413))).toBe(413)
  })

  it('are recognised when the build minified the class names', () => {
    // What the production build's AuthenticationError looks like: a one-letter class, Payload's fields.
    class h extends Error {
      status = 401
      isOperational = true
      isPublic = true
      data = null
    }
    const error = new h('The email or password provided is incorrect.')
    expect(error.name).not.toBe('AuthenticationError')
    expect(isAuthenticationError(error)).toBe(true)
  })

  it('are not confused with other errors', () => {
    expect(isPayloadError(new Error('boom'))).toBe(false)
    expect(isPayloadError(Object.assign(new Error('fetch failed'), { status: 401 }))).toBe(false)
    expect(isPayloadError(null)).toBe(false)
    expect(isPayloadError('401')).toBe(false)
    expect(isValidationError(new APIError('bad', 400))).toBe(false)
    expect(isAuthenticationError(new Forbidden())).toBe(false)
  })
})
