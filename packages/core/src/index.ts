/**
 * `@polyban/core`: reads every Sokoban level format (UTF-8, UTF-16 or Windows-1252)
 * into a lossless document, writes it back, parses move notation, and plays
 * levels of any tiling through one engine.
 *
 * @packageDocumentation
 */
export { parseCollection, type ParseOptions, type ParseResult } from './text/sok-reader.js';
export { titleText } from './text/title-line.js';
export { stringifyCollection, canonicalRows, type StringifyOptions } from './text/sok-writer.js';
export { UnwritableTextError } from './text/unwritable.js';
export { stringifyXsb, type XsbOptions } from './text/xsb-writer.js';
export type { Board, Collection, GameName, Puzzle, SavedGame } from './text/document.js';
export { DEFAULT_LIMITS, LIMIT_CEILINGS, resolveLimits, type ParseLimits } from './text/limits.js';
export { isSecondHalf, MAX_DIAGNOSTICS, showCharacter, type Diagnostic, type DiagnosticCode, type Severity } from './text/diagnostics.js';
export {
  decodeLevelFile,
  encodeLevelFile,
  encodingName,
  findUnencodable,
  writableEncoding,
  firstInvalidUtf8,
  UnencodableTextError,
  type DecodedLevelFile,
  type LevelFileEncoding,
  type UnencodableCharacter,
} from './text/encoding.js';
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
} from './text/rle.js';
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
  type JumpToken,
  type MoveProblem,
  type MoveProblemCode,
  type MoveToken,
  type Moves,
  type ParseMovesOptions,
  type PusherChangeToken,
} from './text/moves.js';
export {
  cellContent,
  expandTabs,
  isFloorCharacter,
  standardCharacter,
  standardizeRow,
  TAB_WIDTH,
  type CellContent,
} from './text/board-text.js';
export { expandMacros, findProperty, getProperty, parseMacroDefinition, parseProperty, setProperty, type NoteProperty } from './text/properties.js';
export { DEFAULT_GAME, gameFromFileName, normalizeGameName } from './text/games.js';
export { fullLayout, type CellLayout, type LayoutProblem, type Point, type Topology } from './engine/topology.js';
export { boardSourcePosition, savedGameProblems } from './text/origin.js';
export { buildLevel, readSokobanPlusOrder, type BoardCounts, type BuildLevelOptions, type SokobanPlusOrder, type Level, type LevelDiagnosticCode, type LevelProblem } from './engine/level.js';
export {
  boxesOnGoals,
  copyPosition,
  reachableCells,
  reverseSolved,
  reverseStartPosition,
  startPosition,
  type Position,
} from './engine/position.js';
export {
  applyAction,
  canEnter,
  displace,
  newEffect,
  Outcome,
  REFUSAL_CODES,
  refusalCode,
  refusalMessage,
  strictMoves,
  undoAction,
  type Action,
  type ActionEffect,
  type Refusal,
  type RefusalCode,
  type RuleRefusalCode,
  type RulesMode,
} from './engine/rules.js';
export { Game, type ActionKind, type ActionResult, type GameAction, type GameOptions } from './engine/game.js';
export { replay, replayFrom, replayWithPosition, type ReplayResult, type ReplayStart } from './engine/replay.js';
export { displacementLetters, pushPath, reachable, walkTo } from './engine/paths.js';
export { forwardToReverse, reverseToForward } from './engine/reverse-solution.js';
export { findTopology, loadPuzzle, topologyFor, type LoadPuzzleOptions } from './load-puzzle.js';
