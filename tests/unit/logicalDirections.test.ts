import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import tsParser from '@typescript-eslint/parser'
import { Linter, RuleTester } from 'eslint'
import { describe, expect, it } from 'vitest'

import site, { physicalInCss } from '../../eslint/logicalDirections.mjs'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({
  languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
})
const rule = site.rules['logical-directions']
const said = (token: string, logical: string) =>
  `'${token}' is a physical direction, which Arabic does not mirror: use '${logical}' (docs/ARCHITECTURE.md, "Right to left").`

describe('site/logical-directions', () => {
  tester.run('logical-directions', rule, {
    valid: [
      '<div className="ms-2 -me-1 ps-4 pe-4 start-0 end-1/2 text-start rounded-ss-lg rounded-e border-s-2 scroll-ms-2 float-end inset-x-0 rounded-t-lg" />',
      "const title = 'Written right-to-left, left-most, pl-PL, the left and the right'",
      '<p style={{ marginInlineStart: 4, textAlign: "start", marginBlock: 8, margin: "0 1rem 0 1rem", transform: "none" }} />',
      'const pdf = { left: 3, right: 9 }',
    ],
    invalid: [
      { code: '<div className="ml-2" />', errors: [{ message: said('ml-2', 'ms-2') }] },
      {
        code: 'const card = `md:-ml-2 hover:pr-[3px] ${open ? "rtl:left-1/2 text-right" : ""} !float-left rounded-tl-lg border-r-red-500 scroll-mr-2`',
        errors: [
          { message: said('md:-ml-2', 'md:-ms-2') },
          { message: said('hover:pr-[3px]', 'hover:pe-[3px]') },
          { message: said('rtl:left-1/2', 'rtl:start-1/2') },
          { message: said('text-right', 'text-end') },
          { message: said('!float-left', '!float-start') },
          { message: said('rounded-tl-lg', 'rounded-ss-lg') },
          { message: said('border-r-red-500', 'border-e-red-500') },
          { message: said('scroll-mr-2', 'scroll-me-2') },
        ],
      },
      { code: 'const gap = `pl-${size}`', errors: [{ message: said('pl-…', 'ps-…') }] },
      { code: '<p className="[margin-left:2px] [text-align:right]" />', errors: 2 },
      { code: '<header className="bg-linear-to-r rtl:bg-linear-to-l" />', errors: 2 },
      {
        code: '<p style={{ marginLeft: 4, paddingRight: 2, left: 0, textAlign: "left", float: "right", margin: "0 1px 0 2px" }} />',
        errors: ['marginLeft', 'paddingRight', 'left', "textAlign: 'left'", "float: 'right'", "margin: '0 1px 0 2px'"].map((name) => ({
          message: new RegExp(`^'${name}' is a physical direction`),
        })),
      },
      { code: 'const box: CSSProperties = { borderTopLeftRadius: 4 }', errors: 1 },
    ],
  })
})

describe('exceptions', () => {
  const lint = (code: string) =>
    new Linter({ configType: 'flat' }).verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          plugins: { site },
          languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
          rules: { 'site/logical-directions': 'error', 'site/logical-directions-reason': 'error' },
        },
      ],
      'Component.tsx',
    )

  it('are a disable comment that says why', () => {
    const pair = "const gradient = 'bg-linear-to-r rtl:bg-linear-to-l'"
    expect(lint(pair).map((error) => error.message)).toEqual([
      expect.stringMatching(/^'bg-linear-to-r' is a physical direction and has no logical form/),
      expect.stringMatching(/^'rtl:bg-linear-to-l' is a physical direction and has no logical form/),
    ])
    expect(lint(`// eslint-disable-next-line site/logical-directions -- a gradient has no logical direction\n${pair}`)).toEqual([])
    for (const unexplained of [
      `// eslint-disable-next-line site/logical-directions\n${pair}`,
      `${pair} // eslint-disable-line site/logical-directions`,
      `/* eslint-disable site/logical-directions */\n${pair}`,
      `// eslint-disable-next-line site/logical-directions -- \n${pair}`,
    ]) {
      expect(
        lint(unexplained).map((error) => error.message),
        unexplained,
      ).toEqual([
        'Say why this place must stay physical: // eslint-disable-next-line site/logical-directions -- why (docs/ARCHITECTURE.md, "Right to left").',
      ])
    }
  })
})

describe('CSS files', () => {
  it('find physical declarations and @apply classes, not comments or selectors', () => {
    const css = [
      '/* margin-left: 1rem; text-align: left */',
      '.card:hover, .x:focus { margin-left: 1rem; padding: 0 1px 0 2px }',
      '@media (min-width: 40rem) { .a { text-align: right; inset-inline-start: 0 } }',
      '.b { @apply ms-2 md:pr-4; border-right-color: red }',
      '.map-pin { left: 0 /* physical: drawn over a map that does not mirror */ }',
      '.c { border-radius: 4px 0; margin: 0 1rem; float: inline-start; right: 0 !important }',
    ].join('\n')
    expect(physicalInCss(css)).toEqual([
      { line: 2, text: 'margin-left: 1rem', logical: 'margin-inline-start' },
      { line: 2, text: 'padding: 0 1px 0 2px', logical: expect.stringContaining('padding-inline') },
      { line: 3, text: 'text-align: right', logical: 'text-align: end' },
      { line: 4, text: 'md:pr-4', logical: 'md:pe-4' },
      { line: 4, text: 'border-right-color: red', logical: 'border-inline-end-color' },
      { line: 6, text: 'border-radius: 4px 0', logical: expect.stringContaining('border-start-start-radius') },
      { line: 6, text: 'right: 0 !important', logical: 'inset-inline-end' },
    ])
  })

  it('under src have no physical directions', () => {
    const src = path.resolve(import.meta.dirname, '../../src')
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.(css|scss)$/.test(file))
    expect(files.length).toBeGreaterThan(0)
    const found = files.flatMap((file) =>
      physicalInCss(readFileSync(path.join(src, file), 'utf8')).map((hit) => `src/${file}:${hit.line} ${hit.text} → ${hit.logical}`),
    )
    expect(found).toEqual([])
  })
})
