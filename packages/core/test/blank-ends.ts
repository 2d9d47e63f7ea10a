/**
 * Notes as a written file can give them back. A note's blank entries at its
 * start or end cannot survive a write: in the text they are blank lines,
 * which the reader cannot tell from the blank lines between a file's parts.
 * Tests compare notes without them.
 */

/** `lines` without the empty entries at either end; the ones between are kept. */
export function withoutBlankEnds(lines: readonly string[]): string[] {
  let s = 0;
  let e = lines.length;
  while (s < e && lines[s] === '') s++;
  while (e > s && lines[e - 1] === '') e--;
  return lines.slice(s, e);
}
