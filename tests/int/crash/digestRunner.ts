/**
 * The digest run the crash test kills (tests/int/alertsCrash.int.test.ts): sends every due job alert digest on the
 * test's database through the site's own sender and email adapter (SMTP_URL points at the test's SMTP server), and
 * says "sending" once it has started. `--now=ISO` makes it the run at that time (the next hourly run).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sendDueDigests } from '@/features/alerts/digest'

const nowArg = process.argv.find((arg) => arg.startsWith('--now='))
const payload = await getPayload({ config })
process.stdout.write('sending\n')
const run = await sendDueDigests(payload, nowArg ? { now: new Date(nowArg.slice(6)) } : {})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
