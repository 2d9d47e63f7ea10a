/**
 * `@polyban/octoban`: the octagon-and-square tiling, with everything of
 * `@polyban/core` re-exported so that this one package is enough to read,
 * play and check Octoban levels.
 *
 * @packageDocumentation
 */
export * from '@polyban/core';
export { isOctagon, octobanTopology } from './topology.js';
