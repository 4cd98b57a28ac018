import { describe, expect, test } from 'vitest'
import budgets from '../../bench/budgets.json' with { type: 'json' }
import { checkViews } from '../../bench/checkBudget.ts'

const views = (dataToFrameMs: number) => ({
  account: { actionMs: 300, dataToFrameMs },
  swapQuote: { actionMs: 90, dataToFrameMs },
  sendConfirmed: { actionMs: 200, dataToFrameMs },
  activity: { actionMs: 28, dataToFrameMs },
})

describe('checkViews', () => {
  test('default: views within a frame of their data hold every budget', () => {
    expect(checkViews(views(16), budgets)).toEqual([])
  })

  test('behavior: a step one ms over its own budget fails, the others hold', () => {
    const over = { ...views(0), swapQuote: { actionMs: 90, dataToFrameMs: 18 } }
    expect(checkViews(over, budgets)).toEqual([
      'swapQuote: 18 ms from its data to the frame, over its budget of 17 ms',
    ])
  })
})
