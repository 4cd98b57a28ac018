import type { SqlClient } from '../storage/SqlClient.ts'

/** The longest display name kept from a provider's form (Apple's `user` field). */
const NAME_MAX_CHARS = 64

const part = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\p{Cf}]/gu, '')
        .replace(/\s+/g, ' ')
        .trim()
    : ''

/**
 * The display name in Apple's form_post `user` field, `{"name":{"firstName","lastName"},
 * "email"}` (sent on the first login only): first and last name joined, control characters
 * dropped, at most NAME_MAX_CHARS; `undefined` when there is none or it is not that JSON.
 *
 * @example
 * import { nameOfAppleUser } from './socialNames.ts'
 * nameOfAppleUser('{"name":{"firstName":"Ada","lastName":"Lovelace"}}') // 'Ada Lovelace'
 */
export const nameOfAppleUser = (field: string | null): string | undefined => {
  if (!field) return undefined
  let user: unknown
  try {
    user = JSON.parse(field)
  } catch {
    return undefined
  }
  const name = (user as { name?: { firstName?: unknown; lastName?: unknown } } | null)?.name
  const full = [part(name?.firstName), part(name?.lastName)].filter(Boolean).join(' ')
  return full ? [...full].slice(0, NAME_MAX_CHARS).join('') : undefined
}

/** The names social providers gave once, kept per identity (auth_social_names). */
export interface SocialNames {
  /**
   * The name to show for an identity: `given` (this login's), kept for later logins when it
   * came from a provider that sends it only once, else the name kept before, if any.
   */
  readonly settle: (
    identity: { readonly projectId: string; readonly provider: string; readonly sub: string },
    given: { readonly fromProvider: string | undefined; readonly sentOnce: string | undefined },
  ) => Promise<string | undefined>
}

/**
 * Keeps the display names a provider sends only once (Apple's first login) with the identity,
 * so every later login of that account shows it too.
 *
 * @example
 * import { socialNames } from './socialNames.ts'
 * const names = (sql: Parameters<typeof socialNames>[0]) => socialNames(sql)
 */
export const socialNames = (sql: SqlClient): SocialNames => ({
  settle: async ({ projectId, provider, sub }, { fromProvider, sentOnce }) => {
    if (fromProvider) return fromProvider
    if (sentOnce) {
      await sql.query(
        `INSERT INTO auth_social_names (project_id, provider, subject, user_name)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (project_id, provider, subject) DO UPDATE SET user_name = EXCLUDED.user_name`,
        [projectId, provider, sub, sentOnce],
      )
      return sentOnce
    }
    const [kept] = await sql.query<{ user_name: string }>(
      'SELECT user_name FROM auth_social_names WHERE project_id = $1 AND provider = $2 AND subject = $3',
      [projectId, provider, sub],
    )
    return kept?.user_name
  },
})
