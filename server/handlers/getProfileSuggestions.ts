import { apiContract } from '../../generated/api/contract.ts'
import { apiRoute } from '../http/apiRoute.ts'
import { fail } from '../http/fail.ts'
import { checkName } from '../names/nameRules.ts'
import type { ServerContext } from '../ServerContext.ts'

/** Free names suggested besides the wanted one. */
export const NAME_SUGGESTIONS = 4

/**
 * `GET /v1/profile/suggestions/{name}`: the wanted name first, flagged `registered` when it is
 * taken (the live availability check), then up to `NAME_SUGGESTIONS` free variants
 * (`alice1`, `alice2`, …). `zone`, when sent, must be the server's zone.
 *
 * @example
 * import { getProfileSuggestions } from './getProfileSuggestions.ts'
 * const route = (ctx: Parameters<typeof getProfileSuggestions>[0]) => getProfileSuggestions(ctx)
 */
export const getProfileSuggestions = (ctx: ServerContext) =>
  apiRoute(apiContract.getProfileSuggestions, async ({ params, query }) => {
    if (query.zone !== undefined && query.zone.toLowerCase() !== ctx.nameZone.toLowerCase())
      return fail(
        400,
        `Invalid query parameter 'zone': ${query.zone} is not served here (served: ${ctx.nameZone})`,
      )
    const wanted = checkName(params.name, ctx.nameZone)
    if (!wanted.ok) return fail(400, `Invalid path parameter 'name': ${wanted.problem}`)
    const variants = Array.from(
      { length: NAME_SUGGESTIONS * 3 },
      (_, i) => `${wanted.label}${i + 1}.${ctx.nameZone.toLowerCase()}`,
    )
    const taken = await ctx.names.taken([wanted.name, ...variants])
    return {
      status: 200,
      body: {
        suggestions: [
          { name: wanted.name, registered: taken.has(wanted.name) },
          ...variants
            .filter((v) => !taken.has(v))
            .slice(0, NAME_SUGGESTIONS)
            .map((name) => ({ name, registered: false })),
        ],
      },
    }
  })
