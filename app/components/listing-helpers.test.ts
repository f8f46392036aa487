import { describe, expect, it } from 'vitest'
import { difficultyTone } from './difficulty-badge'

describe('difficultyTone', () => {
  it('colours easy green, moderate yellow, hard red and anything else gray', () => {
    expect(difficultyTone('Easy')).toBe('green')
    expect(difficultyTone('moderate')).toBe('yellow')
    expect(difficultyTone('Hard')).toBe('red')
    expect(difficultyTone('Difficult')).toBe('red')
    expect(difficultyTone('Expert')).toBe('gray')
    expect(difficultyTone('')).toBe('gray')
  })
})
