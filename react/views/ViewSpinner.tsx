import { Spinner } from '../components/Spinner.tsx'

/** What a view shows while its code loads: the spinner, centred. */
export const ViewSpinner = () => (
  <div className="latch-center">
    <Spinner />
  </div>
)
