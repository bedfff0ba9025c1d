import { LoginPage } from '@/features/accounts/components/LoginPage'
import { messagesMetadata } from '@/lib/pageMetadata'

// Reads the session cookie and the query string on every request.
export const dynamic = 'force-dynamic'

export const generateMetadata = messagesMetadata('Account', 'signInTitle', { path: '/login-simple' })

export default LoginPage
