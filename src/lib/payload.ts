import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload Local API for server code. Cached by Payload per process. */
export const getPayloadClient = () => getPayload({ config })
