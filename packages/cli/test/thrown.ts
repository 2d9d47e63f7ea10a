/**
 * The error a call throws, for tests that check what a refusal says: the
 * test fails both when nothing is thrown and when the error is of another
 * class than the one the command line reports.
 */
import { expect } from 'vitest';

/** The error `f` throws, which must be an instance of `kind`. */
export function thrownBy<E extends Error>(f: () => unknown, kind: abstract new (...args: never[]) => E): E {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(kind);
    return e as E;
  }
  throw new Error(`expected a ${kind.name} to be thrown`);
}
