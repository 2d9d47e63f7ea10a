/**
 * `@polyban/hexoban`: the hexagonal tiling, with everything of
 * `@polyban/core` re-exported so that this one package is enough to read,
 * play and check Hexoban levels.
 *
 * @packageDocumentation
 */
export * from '@polyban/core';
export { hexLayout } from './layout.js';
export { hexobanTopology } from './topology.js';
