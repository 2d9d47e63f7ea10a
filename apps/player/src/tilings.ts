/** The tilings the player plays: one package each, nothing else names them. */
import type { Topology } from '@polyban/core';
import { hexobanTopology } from '@polyban/hexoban';
import { octobanTopology } from '@polyban/octoban';
import { sokobanTopology } from '@polyban/sokoban';
import { triobanTopology } from '@polyban/trioban';

/** Every tiling the player knows, in menu order. */
export const TILINGS: readonly Topology[] = [sokobanTopology, hexobanTopology, triobanTopology, octobanTopology];
