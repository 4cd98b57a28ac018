import type { OnrampProvider } from '../../generated/api/zod.ts'
import { fail } from '../http/fail.ts'
import type { OnrampConfig } from './OnrampConfig.ts'

/**
 * The server's onramp and the provider a request names (`requested`), else its cheapest; or the
 * 400 that says why there is none (no onramp configured, or a provider it does not offer).
 *
 * @example
 * import { chooseOnrampProvider } from './chooseOnrampProvider.ts'
 * const chosen = chooseOnrampProvider(undefined, 'meld') // { refused: 400 'No onramp provider…' }
 */
export const chooseOnrampProvider = (
  onramp: OnrampConfig | undefined,
  requested: string | undefined,
):
  | { readonly onramp: OnrampConfig; readonly provider: OnrampProvider }
  | { readonly refused: ReturnType<typeof fail<400>> } => {
  if (!onramp || onramp.providers.length === 0)
    return { refused: fail(400, 'No onramp provider is configured on this server') }
  const provider = requested
    ? onramp.providers.find((p) => p.id === requested)
    : [...onramp.providers].sort((a, b) => a.feePercent - b.feePercent)[0]
  if (!provider)
    return {
      refused: fail(
        400,
        `Invalid body field 'provider': ${requested} is not an onramp provider here`,
      ),
    }
  return { onramp, provider }
}
