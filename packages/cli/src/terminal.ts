/**
 * Text for a terminal: what a file says is shown, never obeyed (a title
 * holding escape sequences must not move the cursor or erase a report), and
 * colour only where the reader wants it.
 */

/**
 * Shows control characters visibly: C0 controls, DEL and C1 controls become
 * `\xNN` (TAB too, which would shift columns), so a hostile title can neither
 * clear the screen nor forge a line of the report.
 */
export function escapeControls(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || (c >= 127 && c <= 159)) {
      out += text.slice(from, i) + `\\x${c.toString(16).toUpperCase().padStart(2, '0')}`;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * A diagnostic as one line for standard error, `file:line:column: severity
 * code: message`, so editors and scripts can jump to it; the file name
 * (already escaped) and the message show their control characters.
 */
export function diagnosticLine(file: string, d: { line: number; column: number; severity: string; code: string; message: string }): string {
  return `${file}:${d.line}:${d.column}: ${d.severity} ${d.code}: ${escapeControls(d.message)}\n`;
}

/**
 * A number and its noun, the noun in the plural but for one: `1 move`,
 * `0 moves`, `2 pushes` (with `plural` given where adding "s" is wrong).
 */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** Environment variables the colour decision reads. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Colour on a terminal, as the conventions say: `NO_COLOR` (any non-empty
 * value) turns it off, `FORCE_COLOR` (other than `0` or `false`) turns it on
 * even in a pipe, and `--no-colour` on the command line wins over both.
 */
export function useColour(isTTY: boolean | undefined, env: Environment, refused: boolean): boolean {
  if (refused) return false;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  return isTTY === true;
}

/** ANSI styles for reports; each is the identity when colour is off. */
export interface Palette {
  error(s: string): string;
  warning(s: string): string;
  ok(s: string): string;
  bold(s: string): string;
  dim(s: string): string;
}

const plain = (s: string): string => s;
const sgr =
  (open: number, close: number) =>
  (s: string): string =>
    `\u001b[${open}m${s}\u001b[${close}m`;

/** The palette for `colour` on or off. */
export function palette(colour: boolean): Palette {
  if (!colour) return { error: plain, warning: plain, ok: plain, bold: plain, dim: plain };
  return { error: sgr(31, 39), warning: sgr(33, 39), ok: sgr(32, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
}
