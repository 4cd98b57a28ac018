/** A wallet's icon, or its initial on a plain tile when it has none. */
export const WalletIcon = ({
  name,
  icon,
}: {
  readonly name: string
  readonly icon?: string | undefined
}) =>
  icon ? (
    <img src={icon} alt="" width={32} height={32} />
  ) : (
    <span className="latch-avatar latch-center" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
