/**
 * The notification run the crash test kills (tests/int/notifyCrash.int.test.ts): sends every due notification on
 * the test's database through the site's own sender (WHATSAPP_* point at the test's Cloud API stand-in), and says
 * "sending" once it has started. `--now=ISO` makes it the run at that time.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { sendDueMessages } from '@/features/notify/send'

const nowArg = process.argv.find((arg) => arg.startsWith('--now='))
const payload = await getPayload({ config })
process.stdout.write('sending\n')
const run = await sendDueMessages(payload, nowArg ? { now: new Date(nowArg.slice(6)) } : {})
process.stdout.write(`${JSON.stringify(run)}\n`)
process.exit(0)
