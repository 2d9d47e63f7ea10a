/**
 * Where a title sits inside its line, so that a changed title replaces just
 * the title and keeps the `;`, quotes, key and spacing around it.
 */

/** The text before and after the title in its line. */
export interface TitleFrame {
  prefix: string;
  suffix: string;
}

const isSpace = (c: number): boolean => c === 32 || c === 9;

/**
 * The frame of a title line: a leading `;` (XSB comment) and quotes around
 * the title (`"dws001"` in `.hsb` files) belong to the frame. Scanned by hand:
 * a regular expression here can backtrack quadratically on long lines of spaces.
 */
export function titleFrame(line: string): TitleFrame {
  const [s, e] = titleBounds(line);
  return { prefix: line.slice(0, s), suffix: line.slice(e) };
}

/** Start and end of the title inside its line (see {@link titleFrame}). */
function titleBounds(line: string): [number, number] {
  let s = 0;
  while (s < line.length && isSpace(line.charCodeAt(s))) s++;
  if (line.charCodeAt(s) === 59 /* ; */) {
    s++;
    while (s < line.length && isSpace(line.charCodeAt(s))) s++;
  }
  let e = line.length;
  while (e > s && isSpace(line.charCodeAt(e - 1))) e--;
  const q = line[s];
  if (e - s >= 2 && (q === '"' || q === "'") && line[e - 1] === q && line.indexOf(q, s + 1) === e - 1) {
    s++;
    e--;
  }
  return [s, e];
}

/** The frame of the value of `Key: value` (or `;;Key: value`). */
export function valueFrame(line: string): TitleFrame {
  let s = line.indexOf(':') + 1;
  while (s < line.length && isSpace(line.charCodeAt(s))) s++;
  let e = line.length;
  while (e > s && isSpace(line.charCodeAt(e - 1))) e--;
  return { prefix: line.slice(0, s), suffix: line.slice(e) };
}

/**
 * The title a title line shows: without a leading `;` (XSB comment) and
 * without surrounding quotes (`"dws001"` in `.hsb` files).
 */
export function titleText(line: string): string {
  const [s, e] = titleBounds(line);
  return s === 0 && e === line.length ? line : line.slice(s, e);
}
