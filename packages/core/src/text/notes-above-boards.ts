/**
 * `Key: value` lines written right above a board for that board, which the
 * SOK rules give to the puzzle above it. A puzzle's notes follow its board,
 * and a title stands alone above it under a blank line; so in
 *
 * ```
 * Two
 * Game: Hexoban
 * #####
 * ```
 *
 * both lines are notes of the puzzle above: `Game: Hexoban` changes that
 * puzzle's tiling, and the board below has no title. The file is read as the
 * rules say; the warning says where the lines went and how to move them.
 * Text lines alone there only cost the board below its title, as the format
 * means them to (JSoko's parser tests hold such a "line that destroys the
 * level title"): they are not warned of.
 */
import { formatCount, isSecondHalf, type DiagnosticList } from './diagnostics.js';
import { BLANK, canBeTitle, RAW, SEP, TEXT } from './line-kinds.js';
import { lineText, type SourceText } from './origin.js';
import { parseProperty } from './properties.js';

/** Most characters shown of a `Key: value` line in the message; a longer one ends in `...`. */
const SHOWN_LENGTH = 40;
/** Most `Key: value` lines named in the message; the rest are counted. */
const SHOWN_KEYS = 3;

/**
 * Warns (`notes-above-board`) of each block of text lines that touches a
 * board from above, is read with the puzzle above, and holds a `Key: value`
 * line. Blocks that touch the board above too, or the moves of a saved
 * game, are that puzzle's or game's notes as written, and the file header
 * before the first board is the collection's: neither is warned of. `::`
 * comments are looked through, as the title search looks through them.
 *
 * @param kinds the kind of each line (`line-kinds.ts`)
 * @param boards each board's lines, `[start, end)`, every one of them of kind `BOARD`
 * @param starts the first line of each puzzle: below a board's start only
 *   when a title, separator or metadata above the board is the puzzle's own
 */
export function reportNotesAboveBoards(
  source: SourceText,
  kinds: Uint8Array,
  boards: readonly { start: number; end: number }[],
  starts: readonly number[],
  diagnostics: DiagnosticList,
): void {
  for (let b = 1; b < boards.length; b++) {
    const board = boards[b]!.start;
    if (starts[b] !== board) continue;
    let count = 0;
    let top = board;
    /** The `Key: value` lines, trimmed, as written. */
    const keys: string[] = [];
    let titleLost = false;
    // Up through text lines and `::` comments; the board above (every line of a board is a BOARD line) stops the walk at the latest.
    let k = board - 1;
    for (; kinds[k] === TEXT || kinds[k] === RAW; k--) {
      if (kinds[k] === RAW) continue;
      const line = lineText(source, k);
      if (parseProperty(line) !== null) keys.push(line.trim());
      if (canBeTitle(line)) titleLost = true;
      count++;
      top = k;
    }
    // Under the board above, or under moves, the lines are notes where they stand.
    if (kinds[k] !== BLANK && kinds[k] !== SEP) continue;
    if (keys.length === 0) continue;
    // Found from the bottom up: named from the top down.
    keys.reverse();
    diagnostics.add('warning', 'notes-above-board', message(b, count, keys, titleLost), top + 1, 1);
  }
}

/** The warning for `count` lines read with puzzle `above` (1-based): `keys` the `Key: value` lines among them, trimmed, `titleLost` when a line there could have been the board's title. */
function message(above: number, count: number, keys: readonly string[], titleLost: boolean): string {
  const head = count === 1 ? 'This line right above a board is' : `These ${formatCount(count)} lines right above a board are`;
  // A cut never parts the two halves of a character past U+FFFF.
  const cut = (line: string): string => line.slice(0, isSecondHalf(line, SHOWN_LENGTH) ? SHOWN_LENGTH - 1 : SHOWN_LENGTH);
  const shown = keys.slice(0, SHOWN_KEYS).map((line) => `"${line.length > SHOWN_LENGTH ? `${cut(line)}...` : line}"`);
  const rest = keys.length - shown.length;
  if (rest > 0) shown.push(`${formatCount(rest)} more`);
  const listed = shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]!}`;
  const one = keys.length === 1;
  const lost = titleLost ? ', and this board has no title' : '';
  const fix = titleLost ? ', and put its title alone above it, under a blank line' : '';
  return `${head} read with puzzle ${above} above ${count === 1 ? 'it' : 'them'}, as a puzzle's notes follow its board. So ${listed} ${one ? 'belongs' : 'belong'} to puzzle ${above}${lost}: move ${one ? 'that line' : 'those lines'} under this board${fix}.`;
}
