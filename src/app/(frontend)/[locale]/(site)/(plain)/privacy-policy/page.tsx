import { contentPageRoute } from '../../contentPageRoute'

/** /privacy-policy: edited by staff in the `pages` collection. */
const route = contentPageRoute('privacy-policy')

export default route.Page

export const generateMetadata = route.generateMetadata
