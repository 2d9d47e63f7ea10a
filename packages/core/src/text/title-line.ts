/**
 * Title lines: how a title is read from its line, and how a title is written
 * so that it reads back unchanged.
 *
 * A title line shows its title without a leading `;` (XSB comment) and
 * without surrounding quotes (`"dws001"` in `.hsb` files). Quotes are taken
 * off only when they are the same character at both ends and that character
 * does not occur inside, except that inside double quotes a doubled `""`
 * stands for one `"` (as in CSV). So `"a" and "b"` keeps its quotes, and
 * `"say ""hi"""` shows `say "hi"`.
 *
 * The writer writes a title as it is when its line reads back as that title
 * in every place a title line can stand; otherwise it writes it in double
 * quotes, doubling the quotes inside. That covers titles made of move letters
 * (`Dull`) or of many move letters with a typo (see `typoMoves`), board
 * rows (`#####`, `#@$.#`), data keys (`Author: x`), a leading `;`, quotes,
 * spaces or TABs at either end and the empty title. A line break has no such
 * form: a title line is one line (see `unwritable.ts`).
 */
import { canBeTitle, damagedRowCharacters, isCleanText, typoMoves, TYPOS_EVEN_AS_TITLE } from './line-kinds.js';

/** The text before and after the title in its line, and the quote around the title if any. */
export interface TitleFrame {
  prefix: string;
  suffix: string;
  /** The quote character the frame wraps the title in (`"` doubles quotes inside), or `''`. */
  quote: '"' | "'" | '';
}

const isSpace = (c: number): boolean => c === 32 || c === 9;

/**
 * The frame of a title line: a leading `;` (XSB comment) and quotes around
 * the title (`"dws001"` in `.hsb` files) belong to the frame. Scanned by hand:
 * a regular expression here can backtrack quadratically on long lines of spaces.
 */
export function titleFrame(line: string): TitleFrame {
  const [start, end] = titleBounds(line);
  // Quotes taken off stand right outside the title; a title that kept its quotes has none there.
  const q = line[start - 1];
  const quote = (q === '"' || q === "'") && line[end] === q ? q : '';
  return { prefix: line.slice(0, start), suffix: line.slice(end), quote };
}

/**
 * Start and end of the title inside its line (see {@link titleFrame}), and
 * whether double quotes were taken off (then `""` inside stands for `"`).
 */
function titleBounds(line: string): [start: number, end: number, doubleQuoted: boolean] {
  let s = 0;
  while (s < line.length && isSpace(line.charCodeAt(s))) s++;
  if (line.charCodeAt(s) === 59 /* ; */) {
    s++;
    while (s < line.length && isSpace(line.charCodeAt(s))) s++;
  }
  let e = line.length;
  while (e > s && isSpace(line.charCodeAt(e - 1))) e--;
  const q = line[s];
  if (e - s >= 2 && (q === '"' || q === "'") && line[e - 1] === q && (line.indexOf(q, s + 1) === e - 1 || (q === '"' && onlyDoubledQuotes(line, s + 1, e - 1)))) {
    return [s + 1, e - 1, q === '"'];
  }
  return [s, e, false];
}

/** True if every `"` in `line[from, to)` is one of a pair `""`. */
function onlyDoubledQuotes(line: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    if (line.charCodeAt(i) !== 34) continue;
    if (i + 1 >= to || line.charCodeAt(i + 1) !== 34) return false;
    i++;
  }
  return true;
}

/** The frame of the value of `Key: value` (or `;;Key: value`). */
export function valueFrame(line: string): TitleFrame {
  let s = line.indexOf(':') + 1;
  while (s < line.length && isSpace(line.charCodeAt(s))) s++;
  let e = line.length;
  while (e > s && isSpace(line.charCodeAt(e - 1))) e--;
  return { prefix: line.slice(0, s), suffix: line.slice(e), quote: '' };
}

/**
 * The title a title line shows: without a leading `;` (XSB comment) and
 * without surrounding quotes (`"dws001"` in `.hsb` files); inside double
 * quotes, `""` shows as `"`.
 */
export function titleText(line: string): string {
  const [start, end, doubleQuoted] = titleBounds(line);
  if (start === 0 && end === line.length) return line;
  const inner = line.slice(start, end);
  return doubleQuoted ? inner.replace(/""/g, '"') : inner;
}

/**
 * True if `line`, standing where a title line may stand (after a blank line,
 * right before a board or a saved game's moves), is read as the title
 * `title`: a text line (not moves, a board row, a comment or a separator,
 * nor moves with a typo above moves) that reads without a problem, not a
 * data line, showing exactly `title`.
 */
export function readsAsTitleLine(line: string, title: string): boolean {
  return (
    line.charCodeAt(0) !== 0xfeff &&
    !/[\r\n]/.test(line) &&
    isCleanText(line) &&
    typoMoves(line) < TYPOS_EVEN_AS_TITLE &&
    // Between two board rows (a title under its board, the next board right below) the reader takes such a line for a damaged row.
    damagedRowCharacters(line) === null &&
    canBeTitle(line) &&
    titleText(line) === title
  );
}

/**
 * The line to write for a title: the title itself when that reads back as
 * it, else the title in double quotes with its own `"` doubled. The title
 * holds no line break (the writer refuses those before writing, see
 * `unwritable.ts`).
 */
export function titleLine(title: string): string {
  return readsAsTitleLine(title, title) ? title : `"${title.replace(/"/g, '""')}"`;
}

/**
 * The title written into an existing frame (keeping the line's `;`, quotes
 * and spacing), or `null` if that line would not read back as `title`; the
 * caller then writes {@link titleLine} instead.
 */
export function titleInFrame(frame: TitleFrame, title: string): string | null {
  const line = frame.prefix + (frame.quote === '"' ? title.replace(/"/g, '""') : title) + frame.suffix;
  return readsAsTitleLine(line, title) ? line : null;
}
