import { describe, expect, it } from 'vitest'

import { evaluate, FIELDS, precision, recall, scoreTable } from '../fixtures/cv/evaluate'

/**
 * The CV parser's field-level precision and recall (issue 20), on the CVs the suite generates (12 English, 12
 * Arabic, PDF and Word) and the realistic fixtures (Chromium-printed PDFs and Word documents in both languages).
 * Prints the table (also `npm run cv:quality`) and fails when a field drops below its floor.
 */
describe('CV parser quality', () => {
  it('reads every field of the fixtures with the precision and recall the note states', async () => {
    const { scores, byGroup } = await evaluate()
    console.log(scoreTable(scores))
    for (const [group, groupScores] of byGroup) console.log(scoreTable(groupScores, group))
    for (const field of FIELDS) {
      expect.soft(precision(scores[field]), `${field} precision`).toBeGreaterThanOrEqual(0.95)
      expect.soft(recall(scores[field]), `${field} recall`).toBeGreaterThanOrEqual(0.9)
    }
  }, 120_000)
})
