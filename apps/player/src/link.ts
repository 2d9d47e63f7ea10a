/**
 * Level links: `?game=<tiling>&level=<RLE board, rows joined by | or line breaks>&moves=<moves>`.
 * Reading is forgiving about how the link was typed; writing always encodes.
 */
import { decodeRleBoard, encodeRleBoard } from '@polyban/core';

/** Plain words for what can be wrong in a run-length encoded board. */
const RLE_PROBLEMS: Record<string, string> = {
  'dangling-count': 'a count with nothing after it to repeat',
  'zero-count': 'a count of zero',
  'unclosed-group': 'a "(" that is never closed',
  'unopened-group': 'a ")" with no "(" before it',
  'empty-group': 'an empty "()" group',
  'too-long': 'it expands to a board too large to open',
  'too-deep': 'groups nested too deeply',
};

/** Splits a query on `&` only before a link's key, so that a raw `&` cannot cut a board short. */
const LINK_PARTS = /&(?=(?:game|level|moves)=)/;

/** What a link asks for. */
export interface LevelLink {
  game: string;
  rows: string[];
  moves: string;
}

/**
 * Reads a link's query (and fragment: an unencoded `#` in a board starts
 * one). `+` is a space, as form encoders (`URLSearchParams`) write one,
 * when the link encodes plus signs as `%2B`, or when it has a pusher `@`
 * and no space written otherwise (`%20` or a space): a `+` beside an `@`
 * would be a second pusher, which a link made from a one-pusher board with
 * spaces never has. Else `+` is the pusher on a goal, as typed by hand.
 * Returns `null` when the link names no level, or an error message.
 */
export function readLevelLink(search: string, hash = ''): LevelLink | { error: string } | null {
  const query = (search.startsWith('?') ? search.slice(1) : search) + hash;
  if (query === '') return null;
  const plusIsSpace = /%2B/i.test(query) || (/@|%40/i.test(query) && !/ |%20/.test(query));
  const params = new Map<string, string>();
  for (const part of query.split(LINK_PARTS)) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq);
    let raw = part.slice(eq + 1);
    if (plusIsSpace) raw = raw.replace(/\+/g, ' ');
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      return { error: `The link's "${key}" parameter is not validly encoded.` };
    }
    params.set(key, value);
  }
  const level = params.get('level');
  if (level === undefined) return params.size > 0 ? { error: 'The link has no "level" parameter: add level=<board rows joined by |>.' } : null;
  // A board's text encoded whole has its rows on lines: a line break (LF, CR LF or CR) ends a row as `|` does.
  const { rows, error } = decodeRleBoard(level.replace(/\r\n?|\n/g, '|').replace(/ /g, '-'), { maxLength: 1_000_000 });
  if (error) {
    // Each CR LF before the problem is one `|` in what was decoded, and two characters of the link.
    let crlf = 0;
    for (const m of level.matchAll(/\r\n/g)) if (m.index - crlf < error.offset) crlf++;
    return { error: `The link's level is not a valid run-length encoded board: ${RLE_PROBLEMS[error.problem] ?? 'it cannot be read'} at character ${error.offset + crlf + 1}.` };
  }
  if (rows.length < 1 || rows.every((r) => r.trim() === '')) return { error: "The link's level is empty." };
  return { game: params.get('game') ?? 'Sokoban', rows, moves: (params.get('moves') ?? '').replace(/\s+/g, '') };
}

/** Makes the query string of a level link (starting with `?`). */
export function makeLevelLink(game: string, rows: readonly string[], moves: string): string {
  const parts = [`game=${encodeURIComponent(game)}`, `level=${encodeURIComponent(encodeRleBoard(rows))}`];
  if (moves !== '') parts.push(`moves=${encodeURIComponent(moves)}`);
  return `?${parts.join('&')}`;
}

/**
 * The address's query and fragment (`search` and `hash`, as `location` gives
 * them) with its level link replaced by `link` (from {@link makeLevelLink}, or
 * empty for none). The page's own parameters stay, before the link's: the
 * link's last value runs on to the end, fragment included, as an unencoded `#`
 * in a board starts one. So the fragment stays only in an address that
 * neither had nor gets a link.
 */
export function replaceLevelLink(search: string, hash: string, link: string): string {
  const query = search.slice(1);
  const first = query.split(LINK_PARTS)[0]!;
  const own = /^(?:game|level|moves)=/.test(first) ? '' : first;
  if (link) return own ? `?${own}&${link.slice(1)}` : link;
  return (own ? `?${own}` : '') + (own === query ? hash : '');
}
