/**
 * The proof-of-work worker of the ALTCHA widget (SHA-256), bundled as a file of this site so that the CSP's
 * `worker-src 'self'` admits it: the widget's default bundle makes its workers from `blob:` URLs instead.
 */
import 'altcha/workers/sha'
