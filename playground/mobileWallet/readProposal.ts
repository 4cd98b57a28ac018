/** What a session proposal asks for, per namespace (required and optional alike). */
type ProposalNamespaces<T> = {
  requiredNamespaces?: Record<string, T>
  optionalNamespaces?: Record<string, T>
}

/** The CAIP-2 chains a session proposal asks for, required and optional, each once. */
export const chainsOfProposal = (params: ProposalNamespaces<{ chains?: string[] }>): string[] => {
  const all = [
    ...Object.entries(params.requiredNamespaces ?? {}),
    ...Object.entries(params.optionalNamespaces ?? {}),
  ].flatMap(([key, ns]) => (key.includes(':') ? [key] : (ns.chains ?? [])))
  return [...new Set(all)]
}

/** The methods a session proposal asks for in one namespace (`eip155`, `solana`), each once. */
export const methodsOfProposal = (
  params: ProposalNamespaces<{ methods?: string[] }>,
  namespace: string,
): string[] => {
  const all = [
    ...Object.entries(params.requiredNamespaces ?? {}),
    ...Object.entries(params.optionalNamespaces ?? {}),
  ]
    .filter(([key]) => key.startsWith(namespace))
    .flatMap(([, ns]) => ns.methods ?? [])
  return [...new Set(all)]
}
