/**
 * `@polyban/sokoban`: the square tiling, with everything of `@polyban/core`
 * re-exported so that this one package is enough to read, play and check
 * Sokoban levels.
 *
 * @packageDocumentation
 */
export * from '@polyban/core';
export { sokobanTopology } from './topology.js';
