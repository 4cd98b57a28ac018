/** One inner layer of a room: its name and the files it holds (the first layer that matches wins). */
export interface Layer {
  readonly name: string
  readonly files: RegExp
}

/** The index of the layer `file` belongs to in `layers`, or -1 when none holds it. */
export const layerOf = (layers: readonly Layer[], file: string): number =>
  layers.findIndex((layer) => layer.files.test(file))

/**
 * The imports that point up: from a file to one in a later layer. A file may import its own
 * layer and any before it; files no layer holds are reported too, so a new folder must be placed.
 */
export const upwardArrows = (
  layers: readonly Layer[],
  graph: ReadonlyMap<string, readonly string[]>,
): string[] =>
  [...graph].flatMap(([file, targets]) => {
    const from = layerOf(layers, file)
    if (from === -1) return [`${file}: in no layer`]
    return targets
      .filter((to) => graph.has(to) && layerOf(layers, to) > from)
      .map((to) => {
        const name = (index: number) => layers[index]?.name ?? '?'
        return `${file} (${name(from)}) → ${to} (${name(layerOf(layers, to))})`
      })
  })
