/**
 * The tilings the command line knows. The engine itself knows none: each
 * tiling is a package, and this list is the only place that names them.
 */
import type { Topology } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';

/** Every tiling `polyban` can check and show. */
export const TILINGS: readonly Topology[] = [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology];
