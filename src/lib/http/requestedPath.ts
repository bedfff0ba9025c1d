/** The header in which the site's server tells the not-found page which path was asked for (server/errorPages.mjs). */
export { REQUESTED_PATH_HEADER } from '../../../server/errorPages.mjs'
