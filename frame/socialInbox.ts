/** What the social callback page posts to the frame (server/frame/socialCallbackPage.ts). */
export const SOCIAL_CALLBACK_TYPE = 'latch/social-callback'

/**
 * The provider's returns as the frame's own callback page delivered them (issue 26): the page
 * posts its URL to the frames of its opener with the frame's origin as `targetOrigin`, so the
 * app's page never sees the code. A login waits here for the return of the state it started;
 * returns of other states are dropped.
 *
 * @example
 * import { makeSocialInbox } from './socialInbox.ts'
 * const inbox = makeSocialInbox()
 * const uri = await inbox.wait(state) // after inbox.deliver(uri) from the callback page
 */
export const makeSocialInbox = () => {
  let waiting:
    | { readonly state: string; readonly resolve: (uri: string) => void; reject: () => void }
    | undefined
  return {
    /** A message from the frame's own origin: the callback page's URL. */
    deliver: (uri: string) => {
      let state: string | null
      try {
        state = new URL(uri).searchParams.get('state')
      } catch {
        return
      }
      if (!waiting || state !== waiting.state) return
      const { resolve } = waiting
      waiting = undefined
      resolve(uri)
    },
    /** The return of `state`; a newer wait ends an older one (rejected). */
    wait: (state: string) =>
      new Promise<string>((resolve, reject) => {
        waiting?.reject()
        waiting = { state, resolve, reject: () => reject(new Error('replaced')) }
      }),
  }
}
