/**
 * `polyban show`: draws a puzzle in the terminal. Each cell keeps its text
 * position, so every tiling's own text layout shows through (Hexoban rows
 * stagger). Floor is drawn from the cell's shape, taken from the topology's
 * geometry, so triangles show which way they point and octagons stand apart
 * from the squares between them.
 */
import { cellContent, type Level, type Point } from '@polyban/core';

const RESET = '\u001b[0m';
const COLOURS = {
  wall: '\u001b[90m',
  box: '\u001b[33;1m',
  goal: '\u001b[36;1m',
  pusher: '\u001b[32;1m',
  floor: '\u001b[2m',
} as const;

/** The floor glyph for a cell of a given outline: its shape tells the tiling's story. */
function floorGlyph(polygon: readonly Point[], center: Point): string {
  if (polygon.length === 3) {
    // A downward triangle has one vertex below its centre (y points down), an upward one two.
    return polygon.filter(([, y]) => y > center[1]).length === 1 ? '▽' : '△';
  }
  if (polygon.length === 8) return '·';
  return ' ';
}

/** Draws a level as lines of text, with ANSI colours when `colour` is true. */
export function drawLevel(level: Level, rows: readonly string[], colour: boolean): string[] {
  const paint = (kind: keyof typeof COLOURS, ch: string): string => (colour ? `${COLOURS[kind]}${ch}${RESET}` : ch);
  const lines: string[] = [];
  for (let y = 0; y < level.height; y++) {
    let line = '';
    const row = rows[y] ?? '';
    for (let x = 0; x < level.width; x++) {
      const cell = y * level.width + x;
      const content = cellContent(row[x] ?? ' ') ?? 'floor';
      if (level.isCell[cell] === 0) {
        line += ' ';
        continue;
      }
      switch (content) {
        case 'wall':
          line += paint('wall', '#');
          break;
        case 'box':
          line += paint('box', '$');
          break;
        case 'box-on-goal':
          line += paint('box', '*');
          break;
        case 'goal':
          line += paint('goal', '.');
          break;
        case 'pusher':
          line += paint('pusher', '@');
          break;
        case 'pusher-on-goal':
          line += paint('pusher', '+');
          break;
        default:
          if (level.outside[cell] === 1) line += ' ';
          else line += paint('floor', floorGlyph(level.topology.polygon(x, y, level.layout), level.topology.center(x, y, level.layout)));
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}
