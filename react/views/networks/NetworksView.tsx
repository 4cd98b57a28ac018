import { NetworkList } from '../../components/NetworkList.tsx'

/** The Networks view: the app's networks, switching in place. Loaded lazily. */
export const NetworksView = () => (
  <div data-latch-view="Networks">
    <NetworkList />
  </div>
)
