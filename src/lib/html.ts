/**
 * The one escape for text put into markup: HTML emails, the share picture's Pango markup, the seed's SVG pictures.
 * Each of `& < > " '` becomes a numeric character reference, so the text is safe in element content and in quoted
 * attributes alike. (The sitemap's XML escape and the glossary test's RegExp escape are different jobs.)
 */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
