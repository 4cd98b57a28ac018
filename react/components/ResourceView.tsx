import type { ReactNode } from 'react'
import type { Resource } from '../../runtime/index.ts'
import { Spinner } from './Spinner.tsx'

/**
 * The one loading, error and content branch of a Data-API-backed view: `loading` (a spinner
 * unless given) until the first data, the failure's SPEC text as an alert (with the last data
 * below it when there was some), then `children(data)`.
 */
export const ResourceView = <T,>({
  resource,
  loading,
  children,
}: {
  readonly resource: Resource<T>
  readonly loading?: ReactNode
  readonly children: (data: T) => ReactNode
}) => {
  const { status, data, error } = resource
  const alert =
    status === 'error' ? (
      <p className="latch-error" role="alert" data-latch-resource-error="">
        {error}
      </p>
    ) : null
  if (data === undefined)
    return (
      alert ??
      (status === 'idle'
        ? null
        : (loading ?? (
            <div className="latch-center" role="status">
              <Spinner />
            </div>
          )))
    )
  return (
    <>
      {alert}
      {children(data)}
    </>
  )
}
