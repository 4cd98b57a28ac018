/** A failure whose message the app may show, with its EIP-1193 / EIP-5792 code when it has one. */
export class FrameFailure extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}
