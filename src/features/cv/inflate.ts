import { Inflate, Unzlib } from 'fflate'

/**
 * Inflates deflate data (raw, as in a zip, or zlib-wrapped, as a PDF's /FlateDecode) without trusting it: the
 * input goes in small slices, so no more than about a slice's worth of output (at most ~1 MB, deflate's ratio being
 * at most about 1,000 to 1) is made past `cap`, and output stops at `cap` bytes with `truncated` set. A stream that
 * is not deflate at all gives what it gave before the error, and `broken`.
 */
export type Inflated = { data: Uint8Array; truncated: boolean; broken: boolean }

const SLICE = 1024

class Enough extends Error {}

export function inflateCapped(compressed: Uint8Array, cap: number, { zlib = false } = {}): Inflated {
  const chunks: Uint8Array[] = []
  let size = 0
  let truncated = false
  let broken = false
  const take = (chunk: Uint8Array) => {
    const room = cap - size
    if (chunk.length > room) {
      chunks.push(chunk.subarray(0, room))
      size = cap
      truncated = true
      throw new Enough()
    }
    chunks.push(chunk)
    size += chunk.length
  }
  const stream = zlib ? new Unzlib(take) : new Inflate(take)
  try {
    for (let at = 0; at < compressed.length; at += SLICE) {
      const end = Math.min(compressed.length, at + SLICE)
      stream.push(compressed.subarray(at, end), end === compressed.length)
    }
  } catch (error) {
    if (!(error instanceof Enough)) broken = true
  }
  const data = new Uint8Array(size)
  let at = 0
  for (const chunk of chunks) {
    data.set(chunk, at)
    at += chunk.length
  }
  return { data, truncated, broken }
}
