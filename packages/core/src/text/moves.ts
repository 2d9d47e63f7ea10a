/**
 * Move notation: `u d l r` (and `n s e w` for the other tilings), upper case
 * for a push or pull, `[...]` jumps, `{...}` pusher changes, `*` for the
 * current position, all optionally run-length encoded.
 */
import type { DiagnosticCode } from './diagnostics.js';
import { formatCount, isSecondHalf, showCharacter } from './diagnostics.js';
import { checkedLimit, LIMIT_CEILINGS } from './limits.js';
import { decodeRle, hasRleSyntax, type RleError } from './rle.js';

/** A direction letter in lower case. Which ones a tiling uses is the tiling's business. */
export type DirectionLetter = 'u' | 'd' | 'l' | 'r' | 'n' | 's' | 'e' | 'w';

/** A jump `[...]` (reverse mode): the lower-case letters spell the displacement. */
export interface JumpToken {
  /** A jump, written `[...]`. */
  kind: 'jump';
  /** The letters between `[` and `]`, without the brackets (`''` for `[]`): the displacement the active pusher jumps by. */
  letters: string;
}

/** A pusher change `{...}` (Multiban): the letters spell the displacement to the next pusher. */
export interface PusherChangeToken {
  /** A pusher change, written `{...}`. */
  kind: 'pusher-change';
  /** The letters between `{` and `}`, without the braces: the displacement from the active pusher to the one made active. */
  letters: string;
}

/** A piece of a move string. */
export type MoveToken =
  /** Pusher steps; an upper-case letter is a push (forward) or a pull (reverse mode). */
  | {
      /** A run of move letters outside brackets and braces. */
      kind: 'steps';
      /** The move letters, one or more, in the case written (`rrUl`). */
      letters: string;
    }
  | JumpToken
  | PusherChangeToken
  /** `*`: the current position; moves after it are undone moves, kept for redo. */
  | {
      /** The current-position mark `*`. */
      kind: 'current';
    };

/** A parsed move string. */
export interface Moves {
  /** The moves expanded: no RLE, no spaces or line breaks (e.g. `[]UU[rr]d`). */
  text: string;
  /** The same moves as typed tokens. */
  tokens: MoveToken[];
  /** True for a reverse-mode game (it contains a jump). */
  reverse: boolean;
}

/** The problems a move string can have: a subset of the reader's {@link DiagnosticCode}s. */
export type MoveProblemCode = Extract<
  DiagnosticCode,
  'rle-invalid' | 'rle-limit' | 'nesting-too-deep' | 'moves-too-long' | 'unbalanced-bracket' | 'invalid-move-character' | 'reverse-without-jump'
>;

/** A problem found while reading a move string, at a 0-based offset into the text given. */
export interface MoveProblem {
  /** Which problem it is; the reader reports `reverse-without-jump` as a warning, the others as errors. */
  code: MoveProblemCode;
  /** What is wrong, as an English sentence for a person; not meant to be parsed. */
  message: string;
  /** 0-based offset, in UTF-16 units, into the move string as given (spaces and line breaks counted). */
  offset: number;
}

/** Options for {@link parseMoves}. Limits are positive integers, lowered to their ceilings as in `ParseLimits`. */
export interface ParseMovesOptions {
  /** Most characters the expansion may produce. Default 10,000,000; ceiling 2^28. */
  maxMoves?: number;
  /** Deepest RLE group nesting. Default 32; ceiling 2^20. */
  maxNestingDepth?: number;
  /**
   * `false`: RLE is not expanded; counts and groups are dropped, as when
   * the RLE is broken, and nothing is reported about them. The reader reads
   * saved games so once the file's `maxTotalMoves` is spent. Default `true`.
   */
  expandRle?: boolean;
}

const LETTER = new Uint8Array(128);
for (const ch of 'udlrnsewUDLRNSEW') LETTER[ch.charCodeAt(0)] = 1;

/** True if `ch` is a move letter (either case). */
export function isMoveLetter(ch: string): boolean {
  const c = ch.charCodeAt(0);
  return ch.length === 1 && c < 128 && LETTER[c] === 1;
}

/**
 * True if a line can be (part of) a move string: only move letters, digits,
 * brackets, braces, parentheses, `*` and spaces, with at least one letter,
 * bracket or brace (the SOK rule: every line has a proper non-digit character).
 */
export function isMovesLine(line: string): boolean {
  let proper = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c < 128 && LETTER[c] === 1) proper = true;
    else if (c === 91 || c === 93 || c === 123 || c === 125) proper = true;
    else if (!((c >= 48 && c <= 57) || c === 40 || c === 41 || c === 42 || c === 32 || c === 9)) return false;
  }
  return proper;
}

/** A human sentence for an RLE problem. `what` names the limit (`'board'` or `'moves'`). */
export function describeRleError(error: RleError, what: 'board' | 'moves', limit: number): { code: Extract<DiagnosticCode, 'rle-invalid' | 'rle-limit' | 'nesting-too-deep'>; message: string } {
  switch (error.problem) {
    case 'too-long': {
      // A character with no count of its own can be the one past the limit (`5ruuu` with a limit of 6): name the count only when there is one.
      const subject = error.count === undefined || error.count === '' ? 'RLE' : `RLE count ${error.count}`;
      return what === 'board'
        ? { code: 'rle-limit', message: `${subject} expands past the ${formatCount(limit)}-cell board limit` }
        : { code: 'rle-limit', message: `${subject} expands past the ${formatCount(limit)}-move limit` };
    }
    case 'too-deep':
      return { code: 'nesting-too-deep', message: `RLE groups nest deeper than the limit of ${limit} levels` };
    case 'dangling-count':
      return { code: 'rle-invalid', message: 'RLE count is not followed by anything to repeat' };
    case 'zero-count':
      return { code: 'rle-invalid', message: `RLE count ${error.count ?? '0'} repeats nothing; counts start at 1` };
    case 'unclosed-group':
      return { code: 'rle-invalid', message: 'RLE group "(" is never closed with ")"' };
    case 'unopened-group':
      return { code: 'rle-invalid', message: 'RLE group ")" has no matching "("' };
    case 'empty-group':
      return { code: 'rle-invalid', message: 'RLE group "()" is empty' };
  }
}

/**
 * Reads a move string (possibly several lines, RLE, with spaces) into
 * {@link Moves}. Never throws on bad input: problems are returned with
 * offsets into `text`, and the moves that could be read are kept.
 *
 * @throws RangeError when a limit in `options` is not a positive integer (see `resolveLimits`).
 */
export function parseMoves(text: string, options: ParseMovesOptions = {}): {
  /** The moves that could be read, the characters at fault left out (RLE counts and groups dropped when the RLE is broken, too long or not to be expanded). */
  moves: Moves;
  /** The problems found, at most 20, with offsets into `text`; empty when it reads cleanly. */
  problems: MoveProblem[];
} {
  const maxMoves = checkedLimit('maxMoves', options.maxMoves, 10_000_000, LIMIT_CEILINGS.maxMoves);
  const maxNestingDepth = checkedLimit('maxNestingDepth', options.maxNestingDepth, 32, LIMIT_CEILINGS.maxNestingDepth);
  const problems: MoveProblem[] = [];
  // Garbage can hold a problem per character; a few say enough.
  const MAX_PROBLEMS = 20;
  const report = (p: MoveProblem): void => {
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };

  // Check characters and brackets on the text as written, where offsets mean something to a person.
  let open = -1; // offset of the unclosed `[` or `{`
  let openCh = '';
  let clean = true;
  let starInside = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const c = text.charCodeAt(i);
    if (c < 128 && LETTER[c] === 1) continue;
    if (ch === '[' || ch === '{') {
      if (open >= 0) {
        report({ code: 'unbalanced-bracket', message: `"${ch}" opens inside "${openCh}" that is still open; jumps and pusher changes do not nest`, offset: i });
        clean = false;
      }
      open = i;
      openCh = ch;
    } else if (ch === ']' || ch === '}') {
      const want = ch === ']' ? '[' : '{';
      if (open < 0 || openCh !== want) {
        report({ code: 'unbalanced-bracket', message: `"${ch}" closes nothing: no "${want}" is open`, offset: i });
        clean = false;
      } else open = -1;
    } else if (ch === '*' && open >= 0) {
      // A jump or pusher change is one action: no position lies inside it for `*` to mark.
      report({ code: 'invalid-move-character', message: `"*" marks a position between moves, not inside "${openCh}"`, offset: i });
      clean = false;
      starInside = true;
    } else if (!((c >= 48 && c <= 57) || ch === '(' || ch === ')' || ch === '*' || ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r')) {
      report({ code: 'invalid-move-character', message: `${showCharacter(text, i)} is not a move; moves are u d l r n s e w, [ ], { } and *`, offset: i });
      clean = false;
      // A character past U+FFFF (an emoji) is one mistake, reported at its first half.
      if (isSecondHalf(text, i + 1)) i++;
    }
  }
  if (open >= 0) {
    report({ code: 'unbalanced-bracket', message: `"${openCh}" is never closed`, offset: open });
    clean = false;
  }

  let expanded: string;
  // Not expanded: counts and groups are dropped, as for broken RLE below.
  if (options.expandRle === false && hasRleSyntax(text)) expanded = text.replace(/[\s\d()]+/g, '');
  else if (hasRleSyntax(text)) {
    const { value, error } = decodeRle(text, { maxLength: maxMoves, maxNestingDepth, skipWhitespace: true });
    if (error) {
      const d = describeRleError(error, 'moves', error.problem === 'too-deep' ? maxNestingDepth : maxMoves);
      report({ code: error.problem === 'too-long' ? 'moves-too-long' : d.code, message: d.message, offset: error.offset });
      expanded = text.replace(/[\s\d()]+/g, '');
    } else {
      expanded = value; // whitespace skipped as it expanded
      // A count or group can repeat a bracket (`[r2]`, `2(r[)`) that pairs up as written: check them as expanded too.
      const bad = clean ? unpairedBracket(expanded) : null;
      if (bad !== null) {
        report({ code: 'unbalanced-bracket', message: `Run-length counts repeat "${bad}", so expanded the jumps and pusher changes do not pair up`, offset: Math.max(0, text.search(/[\d(]/)) });
        clean = false;
      }
    }
  } else {
    expanded = text.replace(/\s+/g, '');
    if (expanded.length > maxMoves) {
      report({ code: 'moves-too-long', message: `Moves are longer than the ${formatCount(maxMoves)}-move limit`, offset: 0 });
      expanded = expanded.slice(0, maxMoves);
    }
  }
  if (!clean) expanded = expanded.replace(/[^udlrnsewUDLRNSEW[\]{}*]/g, '');
  // Dropped as the tokens drop it, so that offsets into `Moves.text` and the tokens' lengths agree.
  if (starInside) expanded = withoutStarsInBrackets(expanded);

  const tokens = tokenizeMoves(expanded);
  const reverse = expanded.includes('[');
  if (reverse && expanded[0] !== '[') {
    report({ code: 'reverse-without-jump', message: 'A reverse-mode game must begin with a jump, even an empty one: "[]"', offset: text.search(/\S/) });
  }
  return { moves: { text: expanded, tokens, reverse }, problems };
}

/**
 * The first bracket of `expanded` (moves free of RLE) that does not pair
 * up: a `]` or `}` that closes nothing, a `[` or `{` inside another, or one
 * never closed; `null` when every jump and pusher change is closed.
 */
function unpairedBracket(expanded: string): string | null {
  let open = '';
  for (const ch of expanded) {
    if (ch === '[' || ch === '{') {
      if (open !== '') return ch;
      open = ch;
    } else if (ch === ']' || ch === '}') {
      if (open !== (ch === ']' ? '[' : '{')) return ch;
      open = '';
    }
  }
  return open === '' ? null : open;
}

/**
 * Reads moves already free of spaces and RLE, when they hold no problem at
 * all (`lettersOnly`: the caller has checked they are move letters only);
 * returns `null` otherwise so the caller takes the full path, which also
 * reports where the problem is. The reader's hot path: most saved games are
 * plain letters.
 */
export function parsePlainMoves(expanded: string, maxMoves: number, lettersOnly = false): Moves | null {
  if (expanded.length > maxMoves) return null;
  // The caller already knows there are only letters: one token, nothing to check.
  if (lettersOnly) return { text: expanded, tokens: expanded.length > 0 ? [{ kind: 'steps', letters: expanded }] : [], reverse: false };
  for (let i = 0; i < expanded.length; i++) {
    const c = expanded.charCodeAt(i);
    if (c < 128 && LETTER[c] === 1) continue;
    if (c !== 91 /* [ */ && c !== 93 /* ] */ && c !== 123 /* { */ && c !== 125 /* } */ && c !== 42 /* * */) return null;
  }
  // Brackets that pair up, and no `*` inside a jump or pusher change (an opener, then no closer before it).
  if (unpairedBracket(expanded) !== null || /[[{][^\]}]*\*/.test(expanded)) return null;
  const reverse = expanded.includes('[');
  if (reverse && expanded.charCodeAt(0) !== 91) return null;
  return { text: expanded, tokens: tokenizeMoves(expanded), reverse };
}

/** `expanded` without the `*`s inside a jump or pusher change, where a bracket ends as {@link tokenizeMoves} ends it. */
function withoutStarsInBrackets(expanded: string): string {
  let out = '';
  let close = '';
  for (const ch of expanded) {
    if (ch === '[' || ch === '{') close = ch === '[' ? ']' : '}';
    else if (ch === close) close = '';
    else if (ch === '*' && close !== '') continue;
    out += ch;
  }
  return out;
}

/**
 * Splits expanded moves into tokens. Unbalanced brackets end the open jump or
 * pusher change at the end of the text, so nothing is dropped.
 */
export function tokenizeMoves(expanded: string): MoveToken[] {
  const tokens: MoveToken[] = [];
  let i = 0;
  const n = expanded.length;
  while (i < n) {
    const ch = expanded[i]!;
    if (ch === '[' || ch === '{') {
      const close = ch === '[' ? ']' : '}';
      let j = i + 1;
      while (j < n && expanded[j] !== close && expanded[j] !== '[' && expanded[j] !== '{') j++;
      const letters = expanded.slice(i + 1, j).replace(/[^a-zA-Z]/g, '');
      tokens.push({ kind: ch === '[' ? 'jump' : 'pusher-change', letters });
      i = j < n && expanded[j] === close ? j + 1 : j;
    } else if (ch === '*') {
      tokens.push({ kind: 'current' });
      i++;
    } else if (ch === ']' || ch === '}') {
      i++; // stray closer, reported by parseMoves
    } else {
      let j = i + 1;
      while (j < n) {
        const c = expanded.charCodeAt(j);
        if (c >= 128 || LETTER[c] !== 1) break;
        j++;
      }
      tokens.push({ kind: 'steps', letters: expanded.slice(i, j) });
      i = j;
    }
  }
  return tokens;
}

/** Writes tokens back as an expanded move string. */
export function movesText(tokens: readonly MoveToken[]): string {
  let out = '';
  for (const t of tokens) {
    if (t.kind === 'steps') out += t.letters;
    else if (t.kind === 'jump') out += `[${t.letters}]`;
    else if (t.kind === 'pusher-change') out += `{${t.letters}}`;
    else out += '*';
  }
  return out;
}

/** Counts the move letters (steps, pushes and pulls), leaving out letters inside jumps and pusher changes. */
export function countSteps(moves: Moves): number {
  let n = 0;
  for (const t of moves.tokens) if (t.kind === 'steps') n += t.letters.length;
  return n;
}

/** Builds {@link Moves} from expanded text, e.g. to add a saved game. */
export function movesFromText(text: string): Moves {
  return parseMoves(text).moves;
}

/** Breaks expanded moves into lines of at most `width` characters (SOK files use 70). */
export function wrapMoves(text: string, width = 70): string[] {
  if (text.length === 0) return [];
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines;
}
