// Prints the CV parser's field-level precision and recall on the fixtures (tests/fixtures/cv): `npm run cv:quality`.
import { evaluate, scoreTable } from '../tests/fixtures/cv/evaluate'

const { scores, byGroup, outcomes } = await evaluate()
console.log(scoreTable(scores))
for (const [group, groupScores] of byGroup) console.log(`\n${scoreTable(groupScores, group)}`)
const misses = outcomes.filter((outcome) => outcome.misses.length)
if (misses.length) console.log(`\nDifferences:\n${misses.map((o) => `- ${o.fixture.name}: ${o.misses.join('; ')}`).join('\n')}`)
