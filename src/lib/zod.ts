import { z } from 'zod'

/**
 * zod for schemas that also run in the browser. Without `jitless`, zod 4 probes `new Function` on its first
 * parse, which the site's Content-Security-Policy refuses (no 'unsafe-eval'): the probe fails safely, but the
 * browser reports a CSP violation on every form page. Jitless parsing is the same code path without the probe.
 */
z.config({ jitless: true })

export { z }
