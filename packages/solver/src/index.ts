/**
 * `@polyban/solver`: solves levels of every tiling — quickly, or with the
 * fewest pushes — finds deadlocks in a position, and gives hints. Written
 * against core's `Level` data alone, so it solves any tiling core can play.
 *
 * @packageDocumentation
 */
export { analyzeLevel, type LevelAnalysis } from './dead-cells.js';
export type { BoxSides } from './box-sides.js';
export type { PushMoves } from './push-moves.js';
export { findDeadlock, type Deadlock, type DeadlockKind } from './deadlock.js';
export { distanceTableBytes, solve, solveSync, type Optimize, type SolveOptions, type SolveResult, type SolveStats, type SolveStatus } from './solve.js';
export { hint, hintSync, keepSolution, type Hint, type HintOptions } from './hint.js';
export { checkReverseGame, solveReverse, solveReverseSync, solvesReverse, type ReverseGame, type ReverseSolveOptions, type ReverseSolveResult } from './reverse-game.js';
