import { diagnosticsLayout } from '@/features/site/components/DiagnosticsLayout'

/** The debug layout (spec §2): never indexed; in production only staff get past it (everyone else sees a 404). */
export const metadata = { robots: { index: false, follow: false } }

export default diagnosticsLayout('debugBanner')
