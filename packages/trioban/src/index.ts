/**
 * `@polyban/trioban`: the triangular tiling, with everything of
 * `@polyban/core` re-exported so that this one package is enough to read,
 * play and check Trioban levels.
 *
 * @packageDocumentation
 */
export * from '@polyban/core';
export { DOWN_PARITY, pointsDown, triobanTopology } from './topology.js';
