/** The public origin and its aliases (SERVER_URL, SERVER_ALIASES): one definition, shared with the site's server. */
export { siteOrigins } from '../../server/origins.mjs'
