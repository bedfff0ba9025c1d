import { existsSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { publicModules } from '../../eslint/slices.mjs'

const features = path.resolve(import.meta.dirname, '../../src/features')

// docs/ARCHITECTURE.md, "Slices and what they share": the list the lint reads names files that exist, so a renamed
// module cannot silently leave its importers unchecked.
describe("the slices' public modules", () => {
  it('are files that exist in their slice', () => {
    const listed = Object.entries(publicModules).flatMap(([slice, files]) => files.map((file) => `${slice}/${file}`))
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.filter((file) => !existsSync(path.join(features, file)))).toEqual([])
  })
})
