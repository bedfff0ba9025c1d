import { openLiveStream } from '@/features/live/stream'

export const dynamic = 'force-dynamic'

/** Live notifications over Server-Sent Events (see features/live/stream.ts). */
export const GET = openLiveStream
