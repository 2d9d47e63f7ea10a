/**
 * Board characters as the formats write them. Every tiling uses the same
 * letters; what differs between tilings is where cells sit, which is the
 * topology's business, not this module's.
 */

/** What a board character stands for. */
export type CellContent = 'wall' | 'floor' | 'goal' | 'box' | 'box-on-goal' | 'pusher' | 'pusher-on-goal';

// Without a prototype: `cellContent('constructor')` must find nothing rather than Object.prototype's member.
const CONTENT: Readonly<Record<string, CellContent>> = /* @__PURE__ */ Object.assign(Object.create(null) as Record<string, CellContent>, {
  '#': 'wall',
  W: 'wall',
  ' ': 'floor',
  '-': 'floor',
  _: 'floor',
  '\t': 'floor',
  '.': 'goal',
  o: 'goal',
  $: 'box',
  b: 'box',
  '*': 'box-on-goal',
  B: 'box-on-goal',
  '@': 'pusher',
  p: 'pusher',
  '+': 'pusher-on-goal',
  P: 'pusher-on-goal',
  m: 'pusher',
  M: 'pusher-on-goal',
} satisfies Record<string, CellContent>);

const STANDARD: Record<CellContent, string> = {
  wall: '#',
  floor: ' ',
  goal: '.',
  box: '$',
  'box-on-goal': '*',
  pusher: '@',
  'pusher-on-goal': '+',
};

/**
 * What a board character means, or `undefined` if it is not one. Accepts the
 * standard XSB characters, SOK's `p P b B`, SOK 0.14's `o` goal, `W` walls,
 * `m M` for a pusher (on a goal), and `-`/`_` floor.
 */
export function cellContent(ch: string): CellContent | undefined {
  return CONTENT[ch];
}

/** The standard XSB character for a cell content (floor is a space). */
export function standardCharacter(content: CellContent): string {
  return STANDARD[content];
}

/** Rewrites a row with standard characters only (`p` → `@`, `-` → space, ...); unknown characters are kept. */
export function standardizeRow(row: string): string {
  let out = '';
  for (const ch of row) {
    const c = CONTENT[ch];
    out += c === undefined ? ch : STANDARD[c];
  }
  return out;
}

/** Columns between TAB stops, as editors and the historical level files assume. */
export const TAB_WIDTH = 8;

/** Replaces TABs by spaces up to the next multiple of {@link TAB_WIDTH}, so columns are the ones a reader of the file sees. */
export function expandTabs(row: string): string {
  if (row.indexOf('\t') < 0) return row;
  let out = '';
  for (let i = 0; i < row.length; i++) {
    const ch = row[i]!;
    if (ch === '\t') out += ' '.repeat(TAB_WIDTH - (out.length % TAB_WIDTH));
    else out += ch;
  }
  return out;
}

/**
 * The width of `text[start, end)` once TABs are expanded as {@link expandTabs}
 * does, found in one pass without building the expanded row: a row of
 * 200,000 TABs is 1,600,000 cells wide, and a size limit must see that before
 * anything that large is made.
 */
export function expandedWidth(text: string, start = 0, end = text.length): number {
  let width = 0;
  for (let i = start; i < end; i++) width = text.charCodeAt(i) === 9 ? width - (width % TAB_WIDTH) + TAB_WIDTH : width + 1;
  return width;
}

/** True for characters that are floor: space, TAB, `-`, `_`. */
export function isFloorCharacter(ch: string): boolean {
  return ch === ' ' || ch === '-' || ch === '_' || ch === '\t';
}

// Character classes for line classification, indexed by char code (< 128).
// Built by calls marked pure, so that a bundle that never reads a row leaves them out.
/** Any board character. */
const BOARD = /* @__PURE__ */ charactersOf(CONTENT);
/** Characters that mark a row as a board row even without neighbours: symbols, never letters. */
const SYMBOL = /* @__PURE__ */ charactersOf('#@+$*.-_');

/** A table by ASCII code: 1 for each character of `characters` (a string, or the keys of a record). */
function charactersOf(characters: string | Readonly<Record<string, unknown>>): Uint8Array {
  const table = new Uint8Array(128);
  for (const ch of typeof characters === 'string' ? characters : Object.keys(characters)) table[ch.charCodeAt(0)] = 1;
  return table;
}

/**
 * How a line reads as a board row: `None` not a board row; `Floor` only floor
 * characters with at least one `-` or `_` (an interior empty row, if rows
 * follow); `Solid` a row with at least one wall, box, goal or pusher;
 * `Walls` only `W` walls and spaces, letters that are a board row only beside
 * a row of a board drawn with `W` (`WWWWW` above `W@$.W`), for alone they
 * are as much an Octoban move line.
 */
export const RowKind = { None: 0, Floor: 1, Solid: 2, Walls: 3 } as const;
/** One of the {@link RowKind} values. */
export type RowKind = (typeof RowKind)[keyof typeof RowKind];

/**
 * Classifies one expanded row. A row made of letters only (`bob`, `Pop`) is
 * not a board row even though `p`, `b`, `o` are board letters: text lines must
 * not turn into boards. A row of `W` walls alone is {@link RowKind}`.Walls`.
 */
export function rowKind(row: string): RowKind {
  let symbol = false;
  let solid = false;
  let marker = false;
  let walls = false;
  let letters = false;
  for (let i = 0; i < row.length; i++) {
    const c = row.charCodeAt(i);
    if (c >= 128 || BOARD[c] === 0) return RowKind.None;
    if (SYMBOL[c] === 1) {
      symbol = true;
      if (c === 45 || c === 95) marker = true;
      else solid = true;
    } else if (c !== 32 && c !== 9) {
      solid = true;
      if (c === 87 /* W */) walls = true;
      else letters = true;
    }
  }
  if (!symbol) return walls && !letters ? RowKind.Walls : RowKind.None;
  if (solid) return RowKind.Solid;
  return marker ? RowKind.Floor : RowKind.None;
}
