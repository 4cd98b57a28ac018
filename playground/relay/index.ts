export {
  type DevRelayHub,
  type DevRelayPeer,
  DevRelayRpcError,
  type DevRelayStats,
  makeDevRelayHub,
} from './devRelayHub.ts'
export { type DevRelay, type StartDevRelayOptions, startDevRelay } from './startDevRelay.ts'
