import { contentPageRoute } from '../../contentPageRoute'

/** /terms-and-conditions: edited by staff in the `pages` collection. */
const route = contentPageRoute('terms-and-conditions')

export default route.Page

export const generateMetadata = route.generateMetadata
