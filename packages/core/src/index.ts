/**
 * `@polyban/core`: reads every Sokoban level format into a lossless
 * document, writes it back, and parses move notation.
 *
 * @packageDocumentation
 */
export { parseCollection, type ParseOptions, type ParseResult } from './sok-reader.js';
export { titleText } from './title-line.js';
export { stringifyCollection, canonicalRows, type StringifyOptions } from './sok-writer.js';
export { stringifyXsb, type XsbOptions } from './xsb-writer.js';
export type { Board, Collection, GameName, Puzzle, SavedGame } from './document.js';
export { DEFAULT_LIMITS, resolveLimits, type ParseLimits } from './limits.js';
export { MAX_DIAGNOSTICS, type Diagnostic, type DiagnosticCode, type Severity } from './diagnostics.js';
export {
  decodeRle,
  decodeRleBoard,
  encodeRle,
  encodeRleBoard,
  hasRleSyntax,
  type DecodeRleOptions,
  type RleError,
  type RleProblem,
  type RleResult,
} from './rle.js';
export {
  countSteps,
  isMoveLetter,
  isMovesLine,
  movesFromText,
  movesText,
  parseMoves,
  tokenizeMoves,
  wrapMoves,
  type DirectionLetter,
  type MoveProblem,
  type MoveToken,
  type Moves,
  type ParseMovesOptions,
} from './moves.js';
export {
  cellContent,
  expandTabs,
  isFloorCharacter,
  standardCharacter,
  standardizeRow,
  TAB_WIDTH,
  type CellContent,
} from './board-text.js';
export { expandMacros, findProperty, getProperty, parseMacroDefinition, parseProperty, setProperty, type NoteProperty } from './properties.js';
export { DEFAULT_GAME, gameFromFileName, normalizeGameName } from './games.js';
export { fullLayout, type CellLayout, type LayoutProblem, type Point, type Topology } from './topology.js';
export { boardSourcePosition } from './origin.js';
export { buildLevel, readSokobanPlusOrder, type BuildLevelOptions, type Level, type LevelProblem } from './level.js';
export {
  boxesOnGoals,
  copyPosition,
  forwardStep,
  reverseSolved,
  reverseStartPosition,
  reverseStep,
  startPosition,
  StepRefusal,
  type Position,
  type StepOutcome,
} from './position.js';
export { Game, refusalReason, type ActionResult, type GameAction, type GameOptions } from './game.js';
export { replay, type ReplayResult } from './replay.js';
export { displacementLetters, pushPath, reachable, reverseToForward, walkTo } from './paths.js';
export { findTopology, loadPuzzle, type LoadPuzzleOptions } from './puzzle-level.js';
