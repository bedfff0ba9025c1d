/** `npm run build`: the CV reader's worker script, `.build/cv-reader.mjs` (src/features/cv/reader/bundle.ts). */
import { BUILT_READER, bundleReader } from '../src/features/cv/reader/bundle'

await bundleReader(BUILT_READER)
console.log(`CV reader: ${BUILT_READER}`)
