import { describe, expect, it } from 'vitest'

import { z } from '@/lib/zod'

import { firstErrorKeys } from './errors'

describe('firstErrorKeys', () => {
  it('keeps the first message of each field', () => {
    const schema = z.object({ email: z.string().min(1, 'emailRequired').email('emailInvalid'), name: z.string().min(3, 'nameShort') })
    const parsed = schema.safeParse({ email: '', name: 'a' })
    expect(parsed.success).toBe(false)
    expect(firstErrorKeys(parsed.error!)).toEqual({ email: 'emailRequired', name: 'nameShort' })
  })
})
