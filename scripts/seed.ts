/**
 * `npm run seed`, also run before `npm start` and `npm run dev`: applies
 * pending migrations, then seeds the database if it is empty. The admin's
 * password comes from ADMIN_PASSWORD, or is generated and printed once.
 *
 * Run with tsx as the entry point and the `development` export condition
 * (docs/ARCHITECTURE.md, "Scripts that load the config"): without it, loading
 * the config can stop at random before this module's top-level await
 * finishes. The check at the end makes any such failure loud.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { migrate } from '@/lib/migrations'
import { seed } from '@/seed'

const payload = await getPayload({ config })
await migrate(payload)
const result = await seed(payload, {
  adminEmail: process.env.ADMIN_EMAIL,
  adminPassword: process.env.ADMIN_PASSWORD,
})
if (result.generatedPassword) {
  process.stdout.write(
    `\n  Staff admin created. Sign in at /admin with\n    email:    ${result.adminEmail}\n    password: ${result.generatedPassword}\n  (shown once; set ADMIN_PASSWORD to choose it)\n\n`,
  )
}
const { totalDocs: staff } = await payload.count({ collection: 'users', overrideAccess: true })
await payload.destroy()
if (!staff) {
  process.stderr.write('Seeding failed: the database has no staff account.\n')
  process.exit(1)
}
process.exit(0)
