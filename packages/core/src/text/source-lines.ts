/**
 * Splitting input into lines while remembering every byte: line breaks may
 * be CRLF, LF or CR (even mixed), or CR CR LF, and a leading byte order mark
 * is noted.
 */
import type { SourceText } from './origin.js';

/**
 * Splits `input` into lines; the result reproduces the input exactly. A line
 * ends at LF, CRLF, CR CR LF or a lone CR.
 */
export function splitSource(input: string): SourceText {
  const bom = input.charCodeAt(0) === 0xfeff;
  const text = bom ? input.slice(1) : input;
  const n = text.length;
  // Level files average over 20 characters a line; the array grows if not.
  let starts = new Int32Array(Math.floor(n / 20) + 16);
  let count = 1; // starts[0] = 0
  const push = (offset: number): void => {
    if (count >= starts.length) {
      const grown = new Int32Array(starts.length * 2);
      grown.set(starts);
      starts = grown;
    }
    starts[count++] = offset;
  };
  let eol = '';
  if (text.indexOf('\r') < 0) {
    // The common case: LF only. indexOf runs as native code, far faster than a loop over characters.
    let i = text.indexOf('\n');
    if (i >= 0) eol = '\n';
    while (i >= 0) {
      push(i + 1);
      i = text.indexOf('\n', i + 1);
    }
  } else {
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) {
        if (eol === '') eol = '\n';
        push(i + 1);
      } else if (c === 13) {
        let brk = '\r';
        if (i + 1 < n && text.charCodeAt(i + 1) === 10) {
          brk = '\r\n';
          i++;
        } else if (i + 2 < n && text.charCodeAt(i + 1) === 13 && text.charCodeAt(i + 2) === 10) {
          // A CRLF file passed once more through a LF-to-CRLF conversion: one line end, not a line and an empty one.
          brk = '\r\r\n';
          i += 2;
        }
        if (eol === '') eol = brk;
        push(i + 1);
      }
    }
  }
  // A break at the very end opens no new line.
  const lineCount = n === 0 ? 0 : starts[count - 1] === n ? count - 1 : count;
  if (lineCount + 1 > starts.length) push(n);
  starts[lineCount] = n;
  return { text, bom, starts: starts.subarray(0, lineCount + 1), lineCount, eol: eol || '\n' };
}
