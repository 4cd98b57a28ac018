import { flow, type Program, syncMethod } from '../../actions/action.ts'

/** Account names: the live search and the registration (SPEC §4, §5, §8). */
export const namesActions = {
  /** The RegisterAccountName live check into `state.names` (debounced availability, suggestions). */
  searchName: syncMethod(
    ({ background, load }) =>
      (name: string): void =>
        background(load('lazy', (flows) => flows.searchName(name))),
  ),
  /** Registers an account name for the connected account (SPEC §4, §5, §8). */
  registerName: flow(
    'lazy',
    (flows, name: string): Program<{ readonly name: string }> => flows.registerName(name),
    {
      success: ({ state }) => [
        'REGISTER_NAME_SUCCESS',
        { network: state.network.value.caipNetworkId },
      ],
      error: 'REGISTER_NAME_ERROR',
    },
  ),
}
