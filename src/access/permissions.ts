import { accessOperation, headersWithCors, type Endpoint, type GraphQLExtension, type PayloadRequest } from 'payload'

import { isStaffUser } from './roles'

/**
 * Payload's permissions report (`GET /api/access`, GraphQL `Access`) lists every collection and global with every
 * field name, and answered it to anyone (issue 26, finding 7d): a visitor could read the whole schema, candidates'
 * and staff's fields included. Only staff need it (the admin asks for it); visitors and candidates get the report
 * of someone who may do nothing: no admin, no collections, no globals.
 */
export const NO_PERMISSIONS = { canAccessAdmin: false, collections: {}, globals: {} }

/** `GET /api/access`, in place of Payload's own (custom root endpoints are matched first). */
export const permissionsEndpoint: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    const headers = headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req })
    if (!isStaffUser(req.user as never)) return Response.json(NO_PERMISSIONS, { headers })
    return Response.json(await accessOperation({ req }), { headers })
  },
}

type Resolver = (source: unknown, args: unknown, context: { req: PayloadRequest }, info: unknown) => unknown
type Field = { type: unknown; resolve?: Resolver }

/** GraphQL's `Access` query the same way: Payload's answer for staff, the empty report for everyone else. */
export const accessQueries: GraphQLExtension = (_graphql, schema) => {
  const own = (schema as unknown as { Query?: { fields?: Record<string, Field> } }).Query?.fields?.Access
  if (!own?.resolve) return {}
  const resolve = own.resolve
  return {
    Access: {
      ...own,
      resolve: (source: unknown, args: unknown, context: { req: PayloadRequest }, info: unknown) =>
        isStaffUser(context.req.user as never) ? resolve(source, args, context, info) : NO_PERMISSIONS,
    },
  }
}
