import { contentPageRoute } from '../../contentPageRoute'

/** /article: edited by staff in the `pages` collection. */
const route = contentPageRoute('article')

export default route.Page

export const generateMetadata = route.generateMetadata
