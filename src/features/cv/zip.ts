import { inflateCapped } from './inflate'

/**
 * The entries of a zip (a Word file) read from its central directory, each inflated only when asked and never past
 * a bound (inflate.ts): the sizes a zip declares can lie, so what counts is what inflating gives. Entries that are
 * not asked for are never inflated, however large they claim or turn out to be. No ZIP64, no encryption: a CV has
 * no need of either, and such a file reads as empty.
 */
export type ZipEntry = { name: string; method: number; offset: number; compressedSize: number }

const u16 = (data: Uint8Array, at: number) => data[at]! | (data[at + 1]! << 8)
const u32 = (data: Uint8Array, at: number) => (u16(data, at) | (u16(data, at + 2) << 16)) >>> 0

export function zipEntries(data: Uint8Array, maxEntries: number): ZipEntry[] {
  // The end-of-central-directory record: in the last 64 KB + 22 bytes.
  let end = -1
  for (let at = data.length - 22; at >= Math.max(0, data.length - 65_557); at--) {
    if (u32(data, at) === 0x06054b50) {
      end = at
      break
    }
  }
  if (end < 0) return []
  const count = u16(data, end + 10)
  let at = u32(data, end + 16)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count && i < maxEntries; i++) {
    if (at + 46 > data.length || u32(data, at) !== 0x02014b50) break
    const flags = u16(data, at + 8)
    const method = u16(data, at + 10)
    const compressedSize = u32(data, at + 20)
    const nameLength = u16(data, at + 28)
    const extraLength = u16(data, at + 30)
    const commentLength = u16(data, at + 32)
    const offset = u32(data, at + 42)
    const name = new TextDecoder().decode(data.subarray(at + 46, at + 46 + nameLength))
    if (!(flags & 1) && compressedSize !== 0xffffffff && offset !== 0xffffffff) entries.push({ name, method, offset, compressedSize })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** An entry's bytes, at most `cap` of them. */
export function readEntry(data: Uint8Array, entry: ZipEntry, cap: number): { data: Uint8Array; truncated: boolean } {
  const at = entry.offset
  if (at + 30 > data.length || u32(data, at) !== 0x04034b50) return { data: new Uint8Array(0), truncated: false }
  const start = at + 30 + u16(data, at + 26) + u16(data, at + 28)
  const body = data.subarray(start, Math.min(data.length, start + entry.compressedSize))
  if (entry.method === 0) return { data: body.subarray(0, cap), truncated: body.length > cap }
  if (entry.method !== 8) return { data: new Uint8Array(0), truncated: false }
  const { data: out, truncated } = inflateCapped(body, cap)
  return { data: out, truncated }
}
