/**
 * The digest run the crash test kills (tests/int/alertsCrash.int.test.ts): sends every due job alert digest on the
 * test's database through the site's own sender and email adapter (SMTP_URL points at the test's SMTP server), and
 * says "sending" once it has started. `--now=ISO` makes it the run at that time (the next hourly run).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sendDueDigests } from '@/features/alerts/digest'

const nowArg = process.argv.find((arg) => arg.startsWith('--now='))
// Alive until the run ends, as the site's server (which runs the digests in production) always is. Without it, a
// wait that holds no handle of its own (nodemailer's unref'd timers, the module hooks tsx runs on) can find the
// event loop empty and end this process with code 13 mid-run, which the test would count as lost digests.
const alive = setInterval(() => undefined, 1000)
const payload = await getPayload({ config })
process.stdout.write('sending\n')
const run = await sendDueDigests(payload, nowArg ? { now: new Date(nowArg.slice(6)) } : {})
process.stdout.write(`${JSON.stringify(run)}\n`)
clearInterval(alive)
process.exit(0)
