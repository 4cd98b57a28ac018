/**
 * The flows a visitor reaches only after opening the modal, in one module that the client
 * loads on first use: one lazy chunk instead of one per flow, so an app's bundler does not
 * cut the shared code into many small files the entry must fetch. Its list is generated
 * (`npm run codegen`): every flow that a `load('lazy', …)` or `flow('lazy', …)` of `runtime/`
 * reads, from the feature file that exports it.
 */
export * from './lazy.gen.ts'
