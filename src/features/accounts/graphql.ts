import type * as GraphQLNS from 'graphql'
import { APIError, type GraphQLExtension, type PayloadRequest } from 'payload'

import { isCandidate } from '@/access/candidates'

import { changePassword, requestPasswordReset, toApiError, updateProfile, type CandidateUser } from './service'
import { translator } from '@/i18n/messages'

/**
 * The four account operations of spec §7 on /api/graphql, next to Payload's
 * generated ones. They act on the caller only (the ID token as Bearer or the
 * nk_id cookie); errors carry the server's message in the request's locale.
 */
type Context = { req: PayloadRequest }
type Picture = { url?: string | null; originalName?: string | null; alt?: string | null; id: number | string }

function requireCandidate(req: PayloadRequest): CandidateUser {
  if (!isCandidate(req.user)) throw new APIError(translator(req.locale, 'Account')('sessionExpired'), 401, undefined, true)
  return req.user as unknown as CandidateUser
}

function shape(doc: Record<string, unknown>) {
  const pic = doc.profilePic && typeof doc.profilePic === 'object' ? (doc.profilePic as Picture) : null
  return {
    ...doc,
    profilePic: pic
      ? { url: pic.url ?? null, title: pic.originalName ?? null, description: pic.alt ?? null, alt: pic.alt || String(doc.fullName ?? '') }
      : null,
  }
}

async function loadMe(req: PayloadRequest, id: number | string) {
  const doc = await req.payload.findByID({ collection: 'candidates', id, depth: 1, req, overrideAccess: false, user: req.user })
  return shape(doc as unknown as Record<string, unknown>)
}

function types(g: typeof GraphQLNS) {
  const ProfilePic = new g.GraphQLObjectType({
    name: 'CandidateProfilePic',
    fields: {
      url: { type: g.GraphQLString },
      title: { type: g.GraphQLString },
      description: { type: g.GraphQLString },
      alt: { type: g.GraphQLString },
    },
  })
  const text = { type: g.GraphQLString }
  const Me = new g.GraphQLObjectType({
    name: 'CandidateProfile',
    fields: {
      fullName: text,
      phoneNumber_1: text,
      phoneNumber_2: text,
      skills: text,
      city: text,
      state: text,
      email: text,
      address: text,
      linkedin: text,
      profilePic: { type: ProfilePic },
    },
  })
  return { Me }
}

let cached: ReturnType<typeof types> | undefined
const typesOf = (g: typeof GraphQLNS) => (cached ??= types(g))

export const accountQueries: GraphQLExtension = (g) => ({
  fetchMe: {
    type: typesOf(g).Me,
    resolve: async (_: unknown, __: unknown, { req }: Context) => {
      const user = requireCandidate(req)
      return loadMe(req, user.id)
    },
  },
})

export const accountMutations: GraphQLExtension = (g) => {
  const str = { type: new g.GraphQLNonNull(g.GraphQLString) }
  return {
    updateMe: {
      type: typesOf(g).Me,
      args: {
        fullName: str,
        city: str,
        phoneNumber_1: str,
        phoneNumber_2: { type: g.GraphQLString },
        skills: str,
        state: str,
        pic: { type: g.GraphQLID, description: 'Id of a candidate-pictures upload of yours, to use as the profile picture.' },
      },
      resolve: async (_: unknown, args: Record<string, string | null | undefined>, { req }: Context) => {
        const user = requireCandidate(req)
        try {
          const { pic, ...input } = args
          const current = (await req.payload.findByID({
            collection: 'candidates',
            id: user.id,
            depth: 0,
            req,
            overrideAccess: false,
            user,
          })) as unknown as Record<string, unknown>
          // Fields updateMe does not take (spec §7) keep their values.
          const kept = { address: current.address, linkedin: current.linkedin, experienceYears: current.experienceYears }
          await updateProfile(req.payload, user, { ...kept, ...input }, req)
          if (pic) {
            const picture = await req.payload.findByID({
              collection: 'candidate-pictures',
              id: pic,
              depth: 0,
              req,
              overrideAccess: false,
              user,
              disableErrors: true,
            })
            if (!picture) throw new APIError(translator(req.locale, 'Account')('unexpected'), 404, undefined, true)
            await req.payload.update({
              collection: 'candidates',
              id: user.id,
              data: { profilePic: picture.id },
              req,
              overrideAccess: true,
              depth: 0,
            })
          }
          return loadMe(req, user.id)
        } catch (error) {
          throw toApiError(error, req.locale)
        }
      },
    },
    forgetPasswordUser: {
      type: new g.GraphQLNonNull(g.GraphQLBoolean),
      args: { email: str },
      resolve: async (_: unknown, { email }: { email: string }, { req }: Context) => {
        await requestPasswordReset(req.payload, email, req.locale ?? 'en', { req })
        return true
      },
    },
    // Payload's generated forgot-password mutations, replaced so they answer before the reset work (timing).
    ...Object.fromEntries(
      (['candidates', 'users'] as const).map((collection) => [
        collection === 'candidates' ? 'forgotPasswordCandidate' : 'forgotPasswordUser',
        {
          type: new g.GraphQLNonNull(g.GraphQLBoolean),
          args: { email: str },
          resolve: async (_: unknown, { email }: { email: string }, { req }: Context) => {
            await requestPasswordReset(req.payload, email, req.locale ?? 'en', { collection, req })
            return true
          },
        },
      ]),
    ),
    changePassword: {
      type: new g.GraphQLNonNull(g.GraphQLBoolean),
      args: { oldPassword: str, newPassword: str },
      resolve: async (_: unknown, args: { oldPassword: string; newPassword: string }, { req }: Context) => {
        const user = requireCandidate(req)
        try {
          await changePassword(req.payload, user, args, req.locale ?? 'en')
          return true
        } catch (error) {
          throw toApiError(error, req.locale)
        }
      },
    },
  }
}
