/**
 * Response headers for every route (SECURITY.md, "Browser"): one definition, shared with the site's server, which
 * puts the same headers on the answers it writes itself (server/securityHeaders.mjs).
 */
export { DOWNLOAD_POLICY, VIEWER_POLICY, securityHeaders, securityHeadersFor } from '../../server/securityHeaders.mjs'
