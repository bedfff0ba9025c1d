import { describe, expect, it } from 'vitest'

import { cdata } from './indeedXml'

describe('cdata', () => {
  it('keeps text as it is, Arabic included', () => {
    expect(cdata('مهندس <مدني> & "أول"')).toBe('<![CDATA[مهندس <مدني> & "أول"]]>')
  })

  it('splits a "]]>" inside across two sections, so the text reads back the same', () => {
    expect(cdata('a]]>b')).toBe('<![CDATA[a]]]]><![CDATA[>b]]>')
  })

  it('drops characters XML 1.0 does not allow (a pasted control character would make the whole feed unreadable)', () => {
    expect(cdata('a\u0000b\u0008c\u000Bd\uFFFEe\tf\ng')).toBe('<![CDATA[abcde\tf\ng]]>')
  })
})
