import { describe, expect, it } from 'vitest'

import { translator } from './messages'
import { fillSlots, slot } from './slots'

describe('slots', () => {
  it('leave a value to the browser in a message formatted by next-intl', () => {
    const en = translator('en', 'Contact')('count', { count: slot('count'), max: '999' })
    expect(fillSlots(en, { count: 9 })).toBe('9 / 999 characters')
    const code = translator('ar', 'Error')('code', { status: slot('status') })
    expect(fillSlots(code, { status: 404 })).toContain('404')
    expect(code).not.toContain('404')
  })

  it('fill a missing value with nothing', () => {
    expect(fillSlots(`a ${slot('x')} b`, {})).toBe('a  b')
  })
})
