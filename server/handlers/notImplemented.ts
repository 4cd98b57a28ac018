import type { AppRoute } from '@ts-rest/core'
import { fail } from '../http/fail.ts'

/**
 * A handler for an operation the reference server does not offer yet: 501 with a reason
 * naming the operation.
 *
 * @example
 * import { apiContract } from '../../generated/api/contract.ts'
 * import { notImplemented } from './notImplemented.ts'
 * const route = notImplemented('postEvent', apiContract.postEvent)
 */
export const notImplemented =
  (operationId: string, route: AppRoute) => async (): Promise<ReturnType<typeof fail<501>>> =>
    fail(
      501,
      `${operationId} (${route.method} ${route.path}) is not implemented in the reference server yet`,
    )
