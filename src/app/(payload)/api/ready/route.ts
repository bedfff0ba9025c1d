import { readiness } from '@/lib/readiness'

export const dynamic = 'force-dynamic'

/**
 * GET /api/ready — for load balancers (docs/DEPLOY.md): 200 when this instance can serve (lib/readiness.ts), 503
 * otherwise or while it shuts down (server/lifecycle.mjs answers then). `/api/health` (the process answers) is the
 * site's server's own. Both are unauthenticated and say nothing but their status.
 */
export async function GET() {
  const { ready, failed } = await readiness()
  if (!ready) console.warn(JSON.stringify({ level: 40, name: 'ready', msg: 'not ready', failed }))
  return Response.json({ status: ready ? 'ready' : 'unavailable' }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
