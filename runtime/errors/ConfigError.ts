import { LatchError } from './LatchErrorBase.ts'

/** The 'Project ID Not Configured' alert of SPEC §8. */
export const PROJECT_ID_NOT_CONFIGURED = 'Project ID Not Configured'

/**
 * A bad `createLatch` option: `field` names it (`networks[0].name`), `reason` says why. A bad
 * `projectId` carries SPEC §8's alert text as its message.
 */
export class ConfigError extends LatchError<{
  readonly field: string
  readonly reason: string
}> {
  override readonly _tag = 'ConfigError'

  /**
   * The ConfigError for `field` (a path such as `networks[0].name`) and why it is refused; both
   * the Config service's schema and `createLatch`'s own quick check make theirs here.
   */
  static of(field: string, reason: string): ConfigError {
    return new ConfigError({
      message:
        field === 'projectId' ? PROJECT_ID_NOT_CONFIGURED : `Invalid option "${field}": ${reason}`,
      details: `${field}: ${reason}`,
      field,
      reason,
    })
  }
}
