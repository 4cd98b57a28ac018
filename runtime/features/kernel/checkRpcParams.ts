import { Effect, Result, Schema, SchemaIssue } from 'effect'
import { type RpcMethod, rpcParams } from '../../../generated/rpc/methods.ts'
import { RpcParamsError } from '../../errors/RpcParamsError.ts'

type Check = (params: unknown) => Result.Result<unknown, Schema.SchemaError>
const checks = new Map<RpcMethod, Check>()
const formatter = SchemaIssue.makeFormatterStandardSchemaV1()

const fieldOf = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.reduce<string>((field, segment) => {
    const key = typeof segment === 'object' ? segment.key : segment
    return typeof key === 'number' ? `${field}[${key}]` : `${field}.${String(key)}`
  }, 'params')

/**
 * Checks a recognised method's params against the OpenRPC contract's schema before a wallet
 * sees them; absent params count as `[]` for by-position methods and `{}` for by-name ones.
 */
export const checkRpcParams = (method: RpcMethod, params: unknown) =>
  Effect.suspend(() => {
    const schema = rpcParams[method] as Schema.Codec<unknown, unknown>
    let check = checks.get(method)
    if (!check) {
      check = Schema.decodeUnknownResult(schema)
      checks.set(method, check)
    }
    const byPosition = Schema.isSchema(schema) && schema.ast._tag === 'Arrays'
    const result = check(params ?? (byPosition ? [] : {}))
    if (Result.isSuccess(result)) return Effect.void
    const [first] = formatter(result.failure.issue).issues
    return Effect.fail(
      RpcParamsError.of(method, fieldOf(first?.path ?? []), first?.message ?? 'is invalid'),
    )
  })
