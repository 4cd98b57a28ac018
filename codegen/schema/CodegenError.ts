/** A contract the generator cannot turn into code; the message names the schema path. */
export class CodegenError extends Error {
  override readonly name = 'CodegenError'
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`)
  }
}
