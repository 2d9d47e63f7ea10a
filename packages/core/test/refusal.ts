/**
 * The error a refused write throws. Writer tests check what the refusal
 * names (the value's path, the puzzle, the advice), so a test fails both
 * when nothing is thrown and when something other than the writer's own
 * error is.
 */
import { expect } from 'vitest';
import { UnwritableTextError } from '../src/index.js';

/** The error `write` throws, which must be an {@link UnwritableTextError}. */
export function refusal(write: () => unknown): UnwritableTextError {
  try {
    write();
  } catch (error) {
    expect(error).toBeInstanceOf(UnwritableTextError);
    return error as UnwritableTextError;
  }
  throw new Error('nothing was thrown');
}
