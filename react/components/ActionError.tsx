/** The failure of a view's action (`useLatchAction`'s `error`, a SPEC string) as an alert. */
export const ActionError = ({ error }: { readonly error: string | undefined }) =>
  error === undefined ? null : (
    <p className="latch-error" role="alert" data-latch-action-error="">
      {error}
    </p>
  )
