/**
 * Serializes structured data for a <script type="application/ld+json">.
 * `<` is escaped so that no value can close the script element.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
