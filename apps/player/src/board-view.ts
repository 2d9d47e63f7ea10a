/**
 * Draws a level in SVG from its topology's geometry, whatever the tiling.
 * The board (walls, floor, goals) is drawn once as three paths; boxes and
 * pushers are small elements moved by a transform, so a move touches only
 * what moved and CSS animates it.
 */
import type { Level, Point, Position } from '@polyban/core';

const SVG = 'http://www.w3.org/2000/svg';

/** Marks drawn over the board: solver help and warnings. */
export interface BoardMarks {
  /** Cells where a box can never reach a goal, shaded while the dead-cell toggle is on. */
  deadCells: readonly number[];
  /** Cells of boxes that lose the game (a deadlock). */
  deadlockBoxes: readonly number[];
  /** A hint: the box to push, where it goes, and the pusher's path, one list of cells per pusher. */
  hint: { box: number; to: number; paths: readonly (readonly number[])[] } | null;
}

/** What the view shows besides the position. */
export interface ViewState {
  /** Box cell picked for click-to-push, or -1. */
  selectedBox: number;
  /** True while playing in reverse mode (drawn with another tint). */
  reverse: boolean;
}

function el<K extends keyof SVGElementTagNameMap>(name: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

function circlePath(center: Point, r: number): string {
  return `M${(center[0] - r).toFixed(4)} ${center[1].toFixed(4)}a${r.toFixed(4)} ${r.toFixed(4)} 0 1 0 ${(2 * r).toFixed(4)} 0a${r.toFixed(4)} ${r.toFixed(4)} 0 1 0 ${(-2 * r).toFixed(4)} 0Z`;
}

/** `polygon` pulled toward `center` by `factor`, in board coordinates. */
function shrinkAbsolute(polygon: readonly Point[], center: Point, factor: number): Point[] {
  return polygon.map(([x, y]) => [center[0] + (x - center[0]) * factor, center[1] + (y - center[1]) * factor] as Point);
}

/**
 * A coordinate for SVG text, to four decimals. Rounding and printing the
 * number is several times quicker than `toFixed`, and gives whole numbers
 * (square tilings) without a tail of zeros: a 60×60 board writes about
 * 15 000 of them.
 */
function num(v: number): string {
  return String(Math.round(v * 10_000) / 10_000);
}

function pathOf(points: readonly Point[]): string {
  let d = '';
  for (let i = 0; i < points.length; i++) d += `${i === 0 ? 'M' : 'L'}${num(points[i]![0])} ${num(points[i]![1])}`;
  return `${d}Z`;
}

/** Points of `polygon` pulled toward `center` by `factor`, relative to the centre. */
function shrink(polygon: readonly Point[], center: Point, factor: number): string {
  return polygon.map(([x, y]) => `${num((x - center[0]) * factor)},${num((y - center[1]) * factor)}`).join(' ');
}

/** The largest circle around `center` inside `polygon` (distance to the nearest edge). */
function inradius(polygon: readonly Point[], center: Point): number {
  let r = Infinity;
  for (let i = 0; i < polygon.length; i++) {
    const [x1, y1] = polygon[i]!;
    const [x2, y2] = polygon[(i + 1) % polygon.length]!;
    const len = Math.hypot(x2 - x1, y2 - y1);
    if (len === 0) continue;
    const dist = Math.abs((x2 - x1) * (y1 - center[1]) - (x1 - center[0]) * (y2 - y1)) / len;
    r = Math.min(r, dist);
  }
  return r;
}

function insidePolygon(polygon: readonly Point[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Floor outside the walls that is open to the edge of the board: the
 * background. Floor the pushers cannot reach but walls close in (boxes on
 * goals walled up as decoration) is not exterior, and is drawn.
 */
function exteriorCells(level: Level): Uint8Array {
  const { width, height, size, isCell, wall, outside, neighbours, directionCount: D, topology, layout, letters } = level;
  const exterior = new Uint8Array(size);
  const queue: number[] = [];
  for (let c = 0; c < size; c++) {
    if (outside[c] !== 1) continue;
    const x = c % width;
    const y = (c - x) / width;
    // A step moves at most two columns and one row, so only cells this near the grid's edge can step off it.
    if (x > 1 && x < width - 2 && y > 0 && y < height - 1) continue;
    // A step off the text grid from here: the cell lies on the board's rim.
    const rim = letters.some((letter) => {
      const to = topology.step(x, y, letter, layout);
      return to !== undefined && (to[0] < 0 || to[0] >= width || to[1] < 0 || to[1] >= height);
    });
    if (rim) {
      exterior[c] = 1;
      queue.push(c);
    }
  }
  while (queue.length > 0) {
    const c = queue.pop()!;
    for (let d = 0; d < D; d++) {
      const t = neighbours[c * D + d]!;
      if (t >= 0 && isCell[t] === 1 && wall[t] === 0 && exterior[t] === 0) {
        exterior[t] = 1;
        queue.push(t);
      }
    }
  }
  return exterior;
}

/** An SVG board inside a container element. */
export class BoardView {
  readonly svg: SVGSVGElement;
  private level: Level | null = null;
  private polygons: Point[][] = [];
  private centers: Point[] = [];
  private radii: Float64Array = new Float64Array(0);
  /** Cells drawn (walls and reachable floor), for hit testing. */
  private drawn: Int32Array = new Int32Array(0);
  private readonly pieces: SVGGElement;
  private boxEls: SVGPolygonElement[] = [];
  private pusherEls: SVGCircleElement[] = [];
  /** The cell each piece was last drawn on, so that an update redraws only what moved. */
  private boxCells = new Int32Array(0);
  /** The marks drawn, to skip drawing the same ones again. */
  private marks: BoardMarks | null = null;
  private pusherCells = new Int32Array(0);
  /** Dead-cell shading: under the pieces, so a box on a dead cell stays readable. */
  private readonly under: SVGGElement;
  /** Hint and deadlock marks: over the pieces, never catching clicks. */
  private readonly over: SVGGElement;

  constructor(container: HTMLElement) {
    this.svg = el('svg', { class: 'board', 'data-testid': 'board', role: 'img', preserveAspectRatio: 'xMidYMid meet' });
    this.pieces = el('g', { class: 'pieces' });
    this.under = el('g', { class: 'marks-under' });
    this.over = el('g', { class: 'marks-over', 'pointer-events': 'none' });
    container.append(this.svg);
  }

  /** Draws a new level: the static board and fresh pieces. */
  setLevel(level: Level): void {
    this.level = level;
    const { topology, layout, width, height, size } = level;
    this.polygons = new Array(size);
    this.centers = new Array(size);
    // Worked out when a goal or a pusher needs one: most cells never do.
    this.radii = new Float64Array(size).fill(-1);
    const drawn: number[] = [];
    const exterior = exteriorCells(level);
    let wallD = '';
    let floorD = '';
    let goalD = '';
    let startD = '';
    const starts = new Set(level.boxes);
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const c = y * width + x;
        if (level.isCell[c] === 0) continue;
        const isWall = level.wall[c] === 1;
        if (!isWall && exterior[c] === 1) continue;
        const poly = topology.polygon(x, y, layout);
        const center = topology.center(x, y, layout);
        this.polygons[c] = poly;
        this.centers[c] = center;
        drawn.push(c);
        for (const [px, py] of poly) {
          if (px < minX) minX = px;
          if (py < minY) minY = py;
          if (px > maxX) maxX = px;
          if (py > maxY) maxY = py;
        }
        if (isWall) wallD += pathOf(poly);
        else {
          floorD += pathOf(poly);
          if (level.goal[c] === 1) goalD += circlePath(center, this.radius(c) * 0.42);
          // In reverse mode the boxes go back to where they start: those squares are the targets.
          if (starts.has(c)) startD += pathOf(shrinkAbsolute(poly, center, 0.5));
        }
      }
    }
    this.drawn = Int32Array.from(drawn);
    if (!Number.isFinite(minX)) {
      minX = minY = 0;
      maxX = maxY = 1;
    }
    const m = 0.25;
    this.svg.setAttribute('viewBox', `${(minX - m).toFixed(3)} ${(minY - m).toFixed(3)} ${(maxX - minX + 2 * m).toFixed(3)} ${(maxY - minY + 2 * m).toFixed(3)}`);
    this.svg.replaceChildren(
      el('path', { class: 'floor', d: floorD }),
      el('path', { class: 'goal', d: goalD }),
      el('path', { class: 'start', 'data-testid': 'reverse-targets', d: startD }),
      el('path', { class: 'wall', d: wallD }),
      this.under,
      this.pieces,
      this.over,
    );
    this.under.replaceChildren();
    this.over.replaceChildren();
    this.marks = null;
    this.boxEls = Array.from(level.boxes.length > 0 ? level.boxes : level.goals, () => el('polygon', { class: 'box' }));
    this.pusherEls = Array.from(level.pushers, () => el('circle', { class: 'pusher' }));
    this.pieces.replaceChildren(...this.boxEls, ...this.pusherEls);
    this.boxCells = new Int32Array(this.boxEls.length).fill(-2);
    this.pusherCells = new Int32Array(this.pusherEls.length).fill(-2);
    // New pieces appear in place: no sliding in from the corner on the first update.
    this.svg.classList.add('placing');
    this.svg.dataset.cells = String(drawn.length);
  }

  /** Shows no board at all: a level that cannot be played leaves nothing of the previous one on screen. */
  clear(): void {
    this.level = null;
    this.drawn = new Int32Array(0);
    this.boxEls = [];
    this.pusherEls = [];
    this.svg.replaceChildren();
    this.svg.removeAttribute('viewBox');
    this.svg.dataset.cells = '0';
  }

  /** Moves the pieces to a position. */
  update(position: Position, state: ViewState): void {
    const level = this.level;
    if (!level) return;
    this.svg.classList.toggle('reverse', state.reverse);
    if (this.svg.classList.contains('placing')) requestAnimationFrame(() => requestAnimationFrame(() => this.svg.classList.remove('placing')));
    for (let i = 0; i < this.boxEls.length; i++) {
      const e = this.boxEls[i]!;
      const c = position.boxes[i];
      if (c === undefined || !this.centers[c]) {
        e.setAttribute('visibility', 'hidden');
        this.boxCells[i] = -1;
        continue;
      }
      e.classList.toggle('selected', c === state.selectedBox);
      // A move touches one box or none: the others keep their shape and place.
      if (this.boxCells[i] === c) continue;
      this.boxCells[i] = c;
      e.removeAttribute('visibility');
      const center = this.centers[c]!;
      const points = shrink(this.polygons[c]!, center, 0.72);
      // Cells of one tiling can differ in shape (triangles up and down): reshape only when needed.
      if (e.getAttribute('points') !== points) e.setAttribute('points', points);
      e.setAttribute('transform', `translate(${num(center[0])} ${num(center[1])})`);
      e.classList.toggle('on-goal', level.goal[c] === 1);
    }
    for (let i = 0; i < this.pusherEls.length; i++) {
      const e = this.pusherEls[i]!;
      const c = position.pushers[i]!;
      const center = this.centers[c];
      if (!center) continue;
      e.classList.toggle('active', i === position.active);
      if (this.pusherCells[i] === c) continue;
      this.pusherCells[i] = c;
      e.setAttribute('r', num(this.radius(c) * 0.62));
      e.setAttribute('transform', `translate(${num(center[0])} ${num(center[1])})`);
      // The goal under a pusher stays visible as a ring.
      e.classList.toggle('on-goal', level.goal[c] === 1);
      e.classList.toggle('multi', this.pusherEls.length > 1);
    }
  }

  /** The largest circle inside a drawn cell, around its centre. */
  private radius(c: number): number {
    let r = this.radii[c]!;
    if (r < 0) {
      r = inradius(this.polygons[c]!, this.centers[c]!);
      this.radii[c] = r;
    }
    return r;
  }

  /** Draws solver marks over the board, replacing the previous ones. */
  setMarks(marks: BoardMarks): void {
    // Called on every refresh; most moves leave the marks as they were.
    if (marks === this.marks) return;
    this.marks = marks;
    const under: SVGElement[] = [];
    let dead = '';
    for (const c of marks.deadCells) if (this.centers[c]) dead += pathOf(shrinkAbsolute(this.polygons[c]!, this.centers[c]!, 0.9));
    if (dead) under.push(el('path', { class: 'dead-cell', 'data-testid': 'dead-cells', 'data-count': marks.deadCells.length, d: dead }));
    this.under.replaceChildren(...under);
    const over: SVGElement[] = [];
    const ring = (c: number, cls: string): void => {
      if (this.centers[c]) over.push(el('path', { class: cls, 'data-cell': c, d: pathOf(shrinkAbsolute(this.polygons[c]!, this.centers[c]!, 0.92)) }));
    };
    for (const c of marks.deadlockBoxes) ring(c, 'deadlock-box');
    if (marks.hint) {
      for (const cells of marks.hint.paths) {
        const points = cells.filter((c) => this.centers[c]).map((c) => this.centers[c]!.map(num).join(','));
        if (points.length > 1) over.push(el('polyline', { class: 'hint-path', points: points.join(' ') }));
      }
      ring(marks.hint.box, 'hint-box');
      ring(marks.hint.to, 'hint-target');
    }
    this.over.replaceChildren(...over);
  }

  /** The cell under a point on the screen, or -1. */
  cellAt(clientX: number, clientY: number): number {
    const ctm = this.svg.getScreenCTM();
    if (!ctm || !this.level) return -1;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    let best = -1;
    let bestD = Infinity;
    for (const c of this.drawn) {
      if (insidePolygon(this.polygons[c]!, p.x, p.y)) return c;
      const [cx, cy] = this.centers[c]!;
      const d = (cx - p.x) ** 2 + (cy - p.y) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    // A click in a seam between cells still counts when it is close to one.
    return bestD < 0.25 ? best : -1;
  }

  /** The screen position (client coordinates) of a cell's centre, for tests and touch handling. */
  cellCenterOnScreen(cell: number): { x: number; y: number } | null {
    const ctm = this.svg.getScreenCTM();
    const center = this.centers[cell];
    if (!ctm || !center) return null;
    const p = new DOMPoint(center[0], center[1]).matrixTransform(ctm);
    return { x: p.x, y: p.y };
  }
}
