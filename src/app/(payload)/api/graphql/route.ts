/* Payload's GraphQL route, behind the site's guard (rate limit, no schema suggestions, 400s): lib/http/graphqlGuard.ts */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphQL } from '@/lib/http/graphqlGuard'

export const POST = guardGraphQL(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
