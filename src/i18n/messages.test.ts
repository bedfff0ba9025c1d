import { parse } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'

import ar from '../../messages/ar.json'
import en from '../../messages/en.json'

import { messagesOf } from './messages'

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

type IcuNode = { type: number; value?: string; options?: Record<string, { value: IcuNode[] }>; children?: IcuNode[] }

/** ICU arguments used by a message (`{brand}`, `{count, plural, …}` → brand, count), read with the ICU parser. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>()
  const walk = (nodes: IcuNode[]) => {
    for (const node of nodes) {
      // 0 is literal text and 7 the `#` of a plural; every other node names an argument.
      if (node.type !== 0 && node.type !== 7 && node.value) names.add(node.value)
      for (const option of Object.values(node.options ?? {})) walk(option.value)
      if (node.children) walk(node.children)
    }
  }
  walk(parse(message) as IcuNode[])
  return [...names].sort()
}

describe('message files', () => {
  const english = leaves(en as Tree)
  const arabic = leaves(ar as Tree)

  it('have the same keys in English and Arabic', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('use the same ICU arguments in both languages', () => {
    const mismatched = [...english].filter(([key, message]) => argumentsOf(message).join() !== argumentsOf(arabic.get(key) ?? '').join())
    expect(mismatched.map(([key]) => key)).toEqual([])
  })

  it('parse as ICU messages', () => {
    const broken = [...english, ...arabic].filter(([, message]) => {
      try {
        parse(message)
        return false
      } catch {
        return true
      }
    })
    expect(broken.map(([key]) => key)).toEqual([])
  })

  it('have no empty messages', () => {
    const empty = [...english, ...arabic].filter(([, message]) => message.trim() === '')
    expect(empty).toEqual([])
  })

  it('are written in Arabic script in ar.json (no untranslated English copy)', () => {
    // Brand names, codes and figures may be identical; sentences may not.
    const untranslated = [...arabic].filter(([key, message]) => message === english.get(key) && /[a-z]{3,}\s+[a-z]{3,}/i.test(message))
    expect(untranslated.map(([key]) => key)).toEqual([])
  })
})

describe('messagesOf', () => {
  it("hands one namespace's messages in the language asked for, English for any other value", () => {
    expect(messagesOf('ar', 'Recruiting')).toEqual(ar.Recruiting)
    expect(messagesOf('en', 'Recruiting')).toEqual(en.Recruiting)
    expect(messagesOf('fr', 'Recruiting')).toEqual(en.Recruiting)
    expect(messagesOf('ar', 'Recruiting').nav.dashboard).not.toBe(en.Recruiting.nav.dashboard)
  })
})
