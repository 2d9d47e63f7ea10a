/**
 * The player: collections, the level being played, input, persistence. It
 * uses the packages through their public exports only, as any npm user would.
 */
import {
  displacementLetters,
  findTopology,
  Game,
  movesFromText,
  parseCollection,
  pushPath,
  replay,
  reverseToForward,
  showCharacter,
  stringifyCollection,
  UnwritableTextError,
  walkTo,
  getProperty,
  type Collection,
  type Diagnostic,
  type Level,
  type Puzzle,
  type Topology,
} from '@polyban/core';
import { BoardView, type BoardMarks } from './board-view.js';
import { hintPaths, reverseHintMarks } from './hint-overlay.js';
import { MoveHistory } from './move-history.js';
import { SolverClient, type DeadlockReport, type ReverseOutcome, type RunningSearch, type SearchProgress, type SolveOutcome } from './solver-client.js';
import { keyHelp, letterForKey, letterForSwipe } from './keys.js';
import { readLevelFile, saveLevelFile, savedAsMessage } from './level-files.js';
import type { DecodedLevelFile, LevelFileEncoding } from '@polyban/core';
import { makeLevelLink, readLevelLink, replaceLevelLink } from './link.js';
import { fileProblems, groupProblems, loadLevel, playable, unknownTiling, type ProblemLine } from './level-problems.js';
import { collectionId, type ProgressDb } from './progress-db.js';
import { addSolution, levelKey, type LevelRecord } from './storage.js';
import { guessTiling, namesTiling } from './tiling-guess.js';
import { TILINGS } from './tilings.js';

/** A collection open in the player. */
interface OpenCollection {
  /** `builtin:…`, `link`, or made from the text (see {@link collectionId}). */
  id: string;
  name: string;
  collection: Collection;
  diagnostics: Diagnostic<string>[];
  /** How its file was encoded, for saving it back the same way; absent (UTF-8) for built-in, pasted and linked levels. */
  encoding?: LevelFileEncoding;
  /** Its problems, reader's and levels', worked out when first shown. */
  problems?: { lines: ProblemLine[]; unplayable: number };
}

/** "1 level", "2 levels"; "1 push", "2 pushes" with the plural given. */
function count(n: number, word: string, plural = `${word}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? word : plural}`;
}

/** The level being played. */
interface Current {
  puzzle: Puzzle;
  topology: Topology;
  level: Level;
  game: Game;
  key: string;
  record: LevelRecord;
  /** Undo and redo by whole clicks and restarts. */
  history: MoveHistory;
  /** True once the solver's moves were played in this game: a solution then counts as the solver's. */
  solverPlayed: boolean;
}

/** A queued step: one direction letter, or a pusher change (`{...}` in a solution). */
interface QueuedStep {
  letter: string;
  /** A pusher change's displacement letters instead of a step. */
  change?: string;
  /** A reverse-mode jump's displacement letters instead of a step. */
  jump?: string;
  /** Lets a reverse-mode keyboard step pull the box behind it; walks never do. */
  pull: boolean;
  /** Steps of one group (one click, one solution) are undone together. */
  group: number;
}

/** How long a hint may search, in milliseconds. */
const HINT_LIMIT_MS = 10_000;
/** How long Solve may search, in milliseconds. */
const SOLVE_LIMIT_MS = 60_000;

/** Why Hint and Solve do nothing in reverse mode on some levels. */
const REVERSE_UNSUPPORTED = 'In reverse mode, hints and Solve take levels with one pusher and boxes without numbers.';

/** Plain words for the solver's reasons to stop. */
const FAILURE_TEXT: Record<string, string> = {
  unsolvable: 'this position cannot be solved any more',
  timeout: 'no solution was found in the time limit',
  memory: 'the search ran out of memory before finding a solution',
  aborted: 'the search was cancelled',
};

/**
 * The level's solutions known to the page: its file's saved games (reverse
 * ones turned forward) and the player's. Hint and Solve follow them from any
 * position they pass, with no search; the worker keeps those that solve.
 */
function knownSolutions(cur: Current): string[] {
  let fromFile = fileSolutions.get(cur.puzzle);
  if (!fromFile) {
    fromFile = cur.puzzle.savedGames.map((g) => (g.moves.reverse ? reverseToForward(cur.level, g.moves.text) : g.moves.text)).filter((m): m is string => m !== null);
    fileSolutions.set(cur.puzzle, fromFile);
  }
  return [...fromFile, ...cur.record.solutions.map((s) => s.moves)];
}

/** Each puzzle's saved games as forward moves, worked out once: the deadlock check after every push asks for them. */
const fileSolutions = new WeakMap<Puzzle, string[]>();

/** Words that offer the way back to a point on a known solution, and the button that goes there. */
type WayBackOffer = { text: string; action: { action: string; label: string } };

/** Plain words for kinds of deadlock. */
const DEADLOCK_TEXT: Record<string, string> = {
  'dead-cell': 'the marked box stands where it can never reach a goal',
  frozen: 'boxes are frozen against each other and the walls, one of them off a goal',
  bipartite: 'the boxes cannot all reach goals of their own',
  corral: 'boxes close off an area, and no way of pushing them opens it or brings them all to goals',
};

/** Time between animated steps of a walk or push path, in milliseconds. */
const STEP_MS = 35;

function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') e.textContent = v;
    else e.setAttribute(k, v);
  }
  e.append(...children);
  return e;
}

/** The player application, mounted in a root element. */
export class PlayerApp {
  private collections: OpenCollection[] = [];
  private collectionIndex = 0;
  private puzzleIndex = 0;
  private current: Current | null = null;
  private reverse = false;
  private selectedBox = -1;
  /** Steps waiting to be played. */
  private queue: QueuedStep[] = [];
  private ticking = false;
  /** Next group number for the undo history. */
  private nextGroup = 1;
  private readonly solver = new SolverClient();
  /** The hint or solve search running, if any. */
  private search: { kind: 'hint' | 'solve'; run: RunningSearch<unknown> } | null = null;
  /** Counts changes of the position, so that a late answer about an old position is dropped. */
  private version = 0;
  private showDeadCells = false;
  private marks: BoardMarks = { deadCells: [], deadlockBoxes: [], hint: null };
  private readonly view: BoardView;
  private readonly els: Record<string, HTMLElement> = {};

  constructor(
    private readonly root: HTMLElement,
    private readonly builtIns: { name: string; text: string }[],
    private readonly progress: ProgressDb,
  ) {
    root.replaceChildren(this.layout());
    this.view = new BoardView(this.els.board!);
    this.bindInput();
  }

  /**
   * Opens what the page address asks for, else where the player was last
   * time, else the built-in levels. Collections opened before come back too.
   */
  start(search: string, hash: string): void {
    for (const b of this.builtIns) this.addCollection(b.name, b.text, b.name, false, undefined, `builtin:${b.name}`);
    for (const c of this.progress.collections) this.addCollection(c.name, c.text, c.fileName, false, c.encoding ? { encoding: c.encoding, diagnostics: [] } : undefined, c.id, c.game);
    const link = readLevelLink(search, hash);
    let problem = '';
    if (link && 'error' in link) {
      problem = link.error;
    } else if (link) {
      const topology = findTopology(TILINGS, link.game);
      if (!topology) {
        problem = `The link asks for the tiling "${link.game}"; this player knows ${TILINGS.map((t) => t.name).join(', ')}.`;
      } else {
        const puzzle: Puzzle = { title: 'Linked level', board: { rows: link.rows }, notes: [], game: topology.name, savedGames: [], comments: [] };
        this.collections.push({ id: 'link', name: 'Link', collection: { title: 'Link', notes: [], comments: [], macros: {}, puzzles: [puzzle] }, diagnostics: [] });
        this.collectionIndex = this.collections.length - 1;
        this.reverse = link.moves.includes('[');
        this.renderCollections();
        // A link's moves are the position it shows, whatever was played on the level before; without moves, that
        // progress comes back.
        this.openPuzzle(0, link.moves || undefined);
        this.els.board!.focus({ preventScroll: true });
        return;
      }
    }
    const place = this.progress.place;
    const at = place ? this.collections.findIndex((c) => c.id === place.collection) : -1;
    this.collectionIndex = at >= 0 ? at : 0;
    this.renderCollections();
    const open = this.collections[this.collectionIndex]!;
    this.openPuzzle(at >= 0 && place!.level < open.collection.puzzles.length ? place!.level : 0);
    if (problem) this.message(`${problem} Showing the built-in levels instead.`, true);
    this.els.board!.focus({ preventScroll: true });
  }

  // ---- layout ----

  private layout(): HTMLElement {
    const button = (id: string, label: string, title: string, name?: string): HTMLButtonElement => {
      const b = h('button', { type: 'button', 'data-action': id, title, text: label });
      if (name) b.setAttribute('aria-label', name);
      this.els[id] = b;
      return b;
    };
    const file = h('input', { type: 'file', multiple: '', accept: '.sok,.xsb,.txt,.hsb,.tsb,.osb,.rle,text/plain', 'data-testid': 'file-input', hidden: '' });
    this.els.file = file;
    const select = h('select', { 'data-testid': 'collection-select', 'aria-label': 'Collection' });
    this.els.select = select;
    const status = h('div', { role: 'status', 'data-testid': 'status', class: 'status', 'aria-live': 'polite' });
    this.els.status = status;
    // The board takes the focus so that keys play there and Tab can leave it for the buttons.
    const board = h('div', { class: 'board-wrap', tabindex: '0', role: 'application', 'aria-label': 'Board', 'aria-describedby': 'keys-help', 'data-testid': 'board-wrap' });
    this.els.board = board;
    const title = h('h2', { class: 'level-title', 'data-testid': 'level-title' });
    this.els.title = title;
    const msg = h('div', { class: 'message', 'data-testid': 'message', role: 'status', 'aria-live': 'polite' });
    this.els.message = msg;
    const list = h('ol', { class: 'levels', 'data-testid': 'level-list' });
    this.els.list = list;
    const diags = h('ul', { class: 'diagnostics', 'data-testid': 'diagnostics' });
    this.els.diagnostics = diags;
    const keys = h('div', { class: 'keys', id: 'keys-help', 'data-testid': 'keys' });
    // On small screens the level list is a drawer that this button opens; on wide screens it is always shown.
    const levelsToggle = button('levels', '☰ Levels', 'Show the list of levels');
    levelsToggle.classList.add('levels-toggle');
    levelsToggle.setAttribute('aria-controls', 'level-drawer');
    levelsToggle.setAttribute('aria-expanded', 'false');
    const solverBox = h('div', { class: 'solver', 'data-testid': 'solver', hidden: '' },
      h('span', { class: 'solver-text', 'data-testid': 'solver-text', 'aria-live': 'polite' }),
      button('cancel', 'Cancel', 'Stop the search'),
    );
    this.els.solver = solverBox;
    this.els.keys = keys;
    const paste = h('dialog', { class: 'paste', 'data-testid': 'paste-dialog' },
      h('form', { method: 'dialog' },
        h('label', { for: 'paste-text', text: 'Paste a level or a whole collection (SOK, XSB, HSB, OSB or RLE):' }),
        h('textarea', { id: 'paste-text', rows: '12', cols: '60', 'data-testid': 'paste-text' }),
        h('label', { for: 'paste-tiling', text: 'Tiling of text without a "Game:" line: ' },
          h('select', { id: 'paste-tiling', 'data-testid': 'paste-tiling' },
            h('option', { value: '', text: 'Detect from the boards' }),
            ...TILINGS.map((t) => h('option', { value: t.name, text: t.name })),
          ),
        ),
        h('div', { class: 'row' }, h('button', { value: 'cancel', text: 'Cancel' }), h('button', { value: 'open', 'data-testid': 'paste-open', text: 'Open' })),
      ),
    );
    this.els.pasteDialog = paste;
    return h('div', { class: 'app' },
      h('header', {},
        levelsToggle,
        h('h1', { text: 'Polyban' }),
        select,
        button('open', 'Open file…', 'Open a level file (.sok .xsb .txt .hsb .tsb .osb)'),
        button('paste', 'Paste…', 'Paste levels as text'),
        button('export', 'Export .sok', 'Save the collection with every solution found'),
        file,
      ),
      h('main', {},
        h('aside', { id: 'level-drawer', 'data-testid': 'level-drawer' }, list, diags),
        h('div', { class: 'drawer-backdrop', 'data-action': 'close-levels' }),
        h('section', { class: 'play' },
          h('div', { class: 'title-row' }, button('prev', '◀', 'Previous level (Page Up)', 'Previous level'), title, button('next', '▶', 'Next level (Page Down)', 'Next level')),
          solverBox,
          msg,
          board,
          status,
          h('div', { class: 'controls' },
            button('undo', 'Undo', 'Undo (Z, Ctrl+Z, Backspace)'),
            button('redo', 'Redo', 'Redo (Y, Ctrl+Shift+Z)'),
            button('restart', 'Restart', 'Restart (R)'),
            button('reverse', 'Reverse mode', 'Play backwards: pull boxes from the goals (V)'),
            button('hint', 'Hint', 'Show the next push towards a solution (H)'),
            button('solve', 'Solve', 'Let the solver finish the level from here'),
            button('dead-cells', 'Dead cells', 'Shade the cells a box can never leave for a goal'),
            button('copy-solution', 'Copy solution', 'Copy the best solution as text'),
            button('copy-link', 'Copy link', 'Copy a link to this level and these moves'),
          ),
          keys,
        ),
      ),
      paste,
    );
  }

  // ---- collections ----

  /**
   * Parses text and adds it as a collection; returns false when it holds no
   * puzzle. `file` is what decoding a file found: its encoding, kept for
   * export, and its warnings, shown with the reader's.
   */
  addCollection(name: string, text: string, fileName: string, select = true, file?: Pick<DecodedLevelFile, 'encoding' | 'diagnostics'>, id = collectionId(text), game?: string): boolean {
    const already = this.collections.findIndex((c) => c.id === id);
    if (already >= 0 && select) {
      // The same text opened again: go to the copy already open, with its progress.
      this.collectionIndex = already;
      this.renderCollections();
      this.openPuzzle(0);
      this.message(`${name} is already open.`, false);
      return true;
    }
    const parsed = parseCollection(text, game ? { fileName, game } : { fileName });
    const collection = parsed.collection;
    const diagnostics = [...(file?.diagnostics ?? []), ...parsed.diagnostics];
    if (collection.puzzles.length === 0) {
      this.showProblems(groupProblems(diagnostics));
      this.message(`${name}: no level found in this text.`, true);
      return false;
    }
    this.collections.push({ id, name: collection.title ?? name, collection, diagnostics, encoding: file?.encoding });
    if (!id.startsWith('builtin:') && !this.progress.collections.some((c) => c.id === id)) {
      this.progress.saveCollection({ id, name, text, fileName, ...(file?.encoding ? { encoding: file.encoding } : {}), ...(game ? { game } : {}), opened: Date.now() });
    }
    if (select) {
      this.collectionIndex = this.collections.length - 1;
      this.renderCollections();
      this.openPuzzle(0);
      const { lines, unplayable } = this.problemsOf(this.collections[this.collectionIndex]!);
      const errors = lines.filter((l) => l.severity === 'error').length;
      let text = `${name}: ${count(collection.puzzles.length, 'level')}`;
      if (unplayable > 0) text += `, ${unplayable} of them cannot be played`;
      if (lines.length > 0) text += `. ${count(lines.length, 'problem')} listed with the levels${unplayable < collection.puzzles.length ? '; the others are open' : ''}`;
      this.message(`${text}.`, errors > 0);
    }
    return true;
  }

  /**
   * Opens pasted text. Text that does not name its tiling is read as the
   * tiling chosen in the paste dialog, else as the one its boards read best as.
   */
  private addPasted(text: string, tiling?: string): void {
    const named = namesTiling(text);
    const game = named ? undefined : (tiling ?? guessTiling(text, TILINGS));
    const id = collectionId(game && game !== TILINGS[0]!.name ? `Game: ${game}\n${text}` : text);
    if (!this.addCollection('Pasted levels', text, 'pasted.sok', true, undefined, id, game)) return;
    const el = this.els.message!;
    if (game && !tiling && game !== TILINGS[0]!.name && !el.classList.contains('error')) {
      el.prepend(`Read as ${game}: the text names no tiling, and its boards read as ${game}. `);
    }
  }

  /** Opens a chosen or dropped file from its bytes, whatever their encoding. */
  private async openFile(file: File): Promise<void> {
    const decoded = await readLevelFile(file);
    this.addCollection(file.name, decoded.text, file.name, true, decoded);
  }

  private renderCollections(): void {
    const select = this.els.select as HTMLSelectElement;
    select.replaceChildren(...this.collections.map((c, i) => h('option', { value: String(i), text: c.name })));
    select.value = String(this.collectionIndex);
    this.renderList();
    const open = this.collections[this.collectionIndex];
    this.showProblems(open ? this.problemsOf(open).lines : []);
  }

  private problemsOf(open: OpenCollection): { lines: ProblemLine[]; unplayable: number } {
    open.problems ??= fileProblems(open.collection, open.diagnostics, TILINGS);
    return open.problems;
  }

  /** Lists the levels; `scroll` brings the current one into sight (which measures the page). */
  private renderList(scroll = true): void {
    const open = this.collections[this.collectionIndex];
    if (!open) return;
    // Room for the widest number ("100." and up), which the list's marker would otherwise clip.
    this.els.list!.style.paddingLeft = `${String(open.collection.puzzles.length).length + 1.6}ch`;
    this.els.list!.replaceChildren(
      ...open.collection.puzzles.map((p, i) => {
        const topology = findTopology(TILINGS, p.game);
        const solved = topology ? this.progress.isSolved(levelKey(topology.name, p.board.rows)) : false;
        const author = getProperty(p.notes, 'Author');
        const item = h('li', { 'data-index': String(i), class: i === this.puzzleIndex ? 'current' : '' },
          h('button', { type: 'button', text: `${solved ? '✓ ' : ''}${p.title ?? `(untitled ${i + 1})`}` }),
        );
        if (author) item.append(h('span', { class: 'author', text: author }));
        if (solved) item.classList.add('solved');
        item.title = `${p.game}${author ? ` — ${author}` : ''}`;
        return item;
      }),
    );
    if (scroll) this.scrollListToCurrent();
  }

  /** Keeps the current level in sight in the list, moving only the list, never the page. */
  private scrollListToCurrent(): void {
    const box = this.els.list!.parentElement;
    const item = this.els.list!.querySelector<HTMLElement>('li.current');
    if (!box || !item) return;
    const top = item.offsetTop - box.offsetTop;
    if (top < box.scrollTop || top + item.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(0, top - box.clientHeight / 2);
  }

  private showProblems(lines: readonly ProblemLine[]): void {
    this.els.diagnostics!.replaceChildren(
      ...lines.slice(0, 200).map((l) => h('li', { class: l.severity, text: `${l.where ? `${l.where} ` : ''}${l.severity === 'error' ? 'Error' : 'Warning'}: ${l.text}` })),
    );
  }

  /** Shows a level that cannot be played: no board, no counters, only why. */
  private unplayable(reason: string): void {
    this.current = null;
    this.view.clear();
    this.els.status!.textContent = '';
    this.els.status!.classList.remove('solved');
    this.els.keys!.textContent = '';
    for (const id of ['undo', 'redo', 'restart', 'reverse', 'hint', 'solve', 'dead-cells', 'copy-solution', 'copy-link']) (this.els[id] as HTMLButtonElement).disabled = true;
    this.message(reason, true, [], 'unplayable');
    this.renderList();
  }

  // ---- playing ----

  private openPuzzle(index: number, linkMoves?: string): void {
    const open = this.collections[this.collectionIndex];
    if (!open) return;
    const puzzle = open.collection.puzzles[index];
    if (!puzzle) return;
    this.stopSearch();
    this.puzzleIndex = index;
    this.queue = [];
    this.selectedBox = -1;
    this.version++;
    this.marks = { deadCells: [], deadlockBoxes: [], hint: null };
    const topology = findTopology(TILINGS, puzzle.game);
    this.els.title!.textContent = `${index + 1}. ${puzzle.title ?? '(untitled)'} — ${puzzle.game}`;
    // A reload opens the address's link, else the place saved below: the address names the linked level only while it
    // is played, and without its moves, which are applied and kept as its progress by now.
    if (this.collections.some((c) => c.id === 'link')) {
      try {
        history.replaceState(history.state, '', location.pathname + replaceLevelLink(location.search, location.hash, open.id === 'link' ? makeLevelLink(puzzle.game, puzzle.board.rows, '') : ''));
      } catch {
        // Some embedding pages refuse it; a reload then opens the link again.
      }
    }
    if (!topology) {
      this.unplayable(`This level cannot be played: ${unknownTiling(puzzle.game, TILINGS)}.`);
      return;
    }
    const loaded = loadLevel(puzzle, topology);
    const level = playable(loaded);
    const lines = groupProblems(loaded.diagnostics).map((l) => `${l.where ? `${l.where} ` : ''}${l.text}`);
    // A board with an error is not its author's level (a box dropped, goals short, walls open): it would be won or
    // lost for nothing, so it is shown as a problem, not played.
    if (!level) {
      this.unplayable(`This level cannot be played:\n${lines.join('\n') || 'its board is not readable.'}`);
      return;
    }
    for (const id of ['restart', 'reverse', 'dead-cells', 'copy-solution', 'copy-link']) (this.els[id] as HTMLButtonElement).disabled = false;
    this.message('', false);
    const key = levelKey(topology.name, puzzle.board.rows);
    const record = this.progress.record(key);
    if (open.id !== 'link') this.progress.savePlace({ collection: open.id, level: index });
    const game = new Game(level, { reverse: this.reverse });
    this.current = { puzzle, topology, level, game, key, record, history: new MoveHistory(game), solverPlayed: false };
    this.view.setLevel(level);
    const kept = this.reverse ? record.reverseProgress : record.progress;
    // A link shows its own position; moves played on from it before wait on the redo list, not lost.
    const { error } = game.apply(linkMoves === undefined ? kept : kept.startsWith(linkMoves) ? `${linkMoves}*${kept.slice(linkMoves.length)}` : linkMoves);
    if (linkMoves !== undefined) {
      // The link's position is kept as progress, and a solving one said so; a move it could not play is said last,
      // even after moves that solve.
      this.changed(!error);
      if (error) this.message(`${error.move > 0 ? `Move ${error.move}` : `Character ${error.at + 1}`} of the link cannot be played: ${error.message}.`, true);
    }
    this.renderKeys(topology);
    // Scrolling measures the list: done once the board is drawn, so the page is laid out once, not twice.
    this.renderList(false);
    this.refresh();
    this.scrollListToCurrent();
    if (this.showDeadCells) this.loadDeadCells();
  }

  private renderKeys(topology: Topology): void {
    const help = keyHelp(topology)
      .map((k) => `${k.keys.join('/')} (${k.letter})`)
      .join(' · ');
    const undoKey = letterForKey(topology, 'KeyZ') === null ? 'Z / Ctrl+Z' : 'Ctrl+Z / Backspace';
    this.els.keys!.textContent = `Move: ${help}. Undo ${undoKey}, redo Y / Ctrl+Shift+Z, restart R, reverse mode V, hint H${
      this.current && this.current.level.pushers.length > 1 ? ', next pusher Tab (on the board)' : ''
    }. Click a cell to walk there; click a box, then a cell, to push it there.`;
  }

  private refresh(): void {
    const cur = this.current;
    if (!cur) return;
    const { game } = cur;
    this.view.update(game.snapshot(), { selectedBox: this.selectedBox, reverse: this.reverse });
    this.view.setMarks(this.marks);
    const solved = game.isSolved();
    // Each part keeps to one line; a narrow screen wraps between them.
    const parts = [`Moves: ${game.moves}`, ...(this.reverse ? [`Pulls: ${game.pulls}`, 'Reverse mode'] : [`Pushes: ${game.pushes}`]), ...(solved ? ['Solved'] : [])];
    this.els.status!.replaceChildren(...parts.flatMap((part, i) => [i > 0 ? '   ' : '', h('span', {}, part)]));
    this.els.status!.classList.toggle('solved', solved);
    this.els.reverse!.setAttribute('aria-pressed', String(this.reverse));
    this.els['dead-cells']!.setAttribute('aria-pressed', String(this.showDeadCells));
    (this.els.undo as HTMLButtonElement).disabled = !cur.history.canUndo;
    (this.els.redo as HTMLButtonElement).disabled = !cur.history.canRedo;
    (this.els.hint as HTMLButtonElement).disabled = this.search !== null;
    (this.els.solve as HTMLButtonElement).disabled = this.search !== null;
  }

  /** Called after every change of the game: saves progress, records a solution once solved, looks for a deadlock after a push. */
  private changed(pushed = false): void {
    const cur = this.current;
    if (!cur) return;
    this.version++;
    // A new marks object only when there is something to take off: the board redraws its marks on a new one.
    if (this.marks.deadlockBoxes.length > 0 || this.marks.hint) this.marks = { ...this.marks, deadlockBoxes: [], hint: null };
    const moves = cur.game.movesText();
    if (this.reverse) cur.record.reverseProgress = moves;
    else cur.record.progress = moves;
    const solved = cur.game.isSolved();
    const isNew = solved && this.recordSolution(cur);
    this.progress.save(cur.key, cur.record);
    this.refresh();
    if (isNew) this.renderList();
    if (solved && this.queue.length === 0) this.solvedMessage(cur);
    else if (pushed && !this.reverse && this.queue.length === 0) this.checkDeadlock(cur);
  }

  /** Keeps a new solution; returns true when it was not kept yet. */
  private recordSolution(cur: Current): boolean {
    let moves = cur.game.movesText();
    if (this.reverse) {
      const forward = reverseToForward(cur.level, moves);
      if (!forward || !replay(cur.level, forward).solved) return false;
      moves = forward;
    }
    const r = replay(cur.level, moves);
    if (!r.solved) return false;
    const found = new Date().toISOString();
    // Export writes it from the record, once, next to the file's own solutions.
    return addSolution(cur.record, { moves, moveCount: r.moves, pushCount: r.pushes, reverse: this.reverse, found, ...(cur.solverPlayed ? { solver: true } : {}) });
  }

  /** Tells of a solved level, with the way on. */
  private solvedMessage(cur: Current): void {
    const open = this.collections[this.collectionIndex];
    const hasNext = open !== undefined && this.puzzleIndex + 1 < open.collection.puzzles.length;
    let text = `Solved in ${count(cur.game.moves, 'move')} and ${this.reverse ? count(cur.game.pulls, 'pull') : count(cur.game.pushes, 'push', 'pushes')}${cur.solverPlayed ? ' (with the solver)' : ''}.`;
    if (this.reverse) {
      const forward = reverseToForward(cur.level, cur.game.movesText());
      // A long one would push the board down: its beginning says enough, and Copy solution or Export gives it whole.
      if (forward) text += ` As a forward solution: ${forward.length > 100 ? `${forward.slice(0, 100)}…` : forward}`;
    }
    this.message(text, false, hasNext ? [{ action: 'next', label: 'Next level' }] : [], 'solved');
  }

  /** Queues steps to play with a short animation between them; steps of one call are one undo step. */
  private play(moves: string, pull = false): void {
    const group = this.nextGroup++;
    for (let i = 0; i < moves.length; i++) {
      const ch = moves[i]!;
      if (ch === '{' || ch === '[') {
        const end = moves.indexOf(ch === '{' ? '}' : ']', i);
        if (end < 0) break;
        const letters = moves.slice(i + 1, end);
        this.queue.push(ch === '{' ? { letter: '', change: letters, pull, group } : { letter: '', jump: letters, pull, group });
        i = end;
      } else this.queue.push({ letter: ch, pull, group });
    }
    if (!this.ticking) this.tick();
  }

  /** Plays one queued step; in reverse mode a keyboard step pulls the box standing behind the pusher. */
  private stepOnce(cur: Current, item: QueuedStep): { ok: boolean; pushed: boolean } {
    const r =
      item.change !== undefined ? cur.game.changePusher(item.change) : item.jump !== undefined ? cur.game.jump(item.jump) : item.pull ? cur.game.move(item.letter) : cur.game.step(item.letter);
    if (!r.ok) return { ok: false, pushed: false };
    cur.history.record(item.group);
    return { ok: true, pushed: r.pushed };
  }

  private tick(): void {
    const cur = this.current;
    const item = this.queue.shift();
    if (!cur || item === undefined) {
      this.ticking = false;
      return;
    }
    this.ticking = true;
    const r = this.stepOnce(cur, item);
    if (!r.ok) this.queue = [];
    if (this.queue.length === 0) this.ticking = false;
    this.changed(r.pushed);
    if (this.queue.length > 0) setTimeout(() => this.tick(), STEP_MS);
    else this.solverDone();
  }

  /** Plays queued steps at once (before undo, a new level, ...). */
  private flush(): void {
    // Nothing queued, nothing to say again: a solved message would come back over the one the caller shows.
    if (this.queue.length === 0) return;
    const cur = this.current;
    let pushed = false;
    while (cur && this.queue.length > 0) {
      const r = this.stepOnce(cur, this.queue.shift()!);
      if (!r.ok) this.queue = [];
      pushed ||= r.pushed;
    }
    this.ticking = false;
    this.changed(pushed);
    this.solverDone();
  }

  private undo(): void {
    this.flush();
    if (this.current?.history.undo()) this.moved();
  }

  private redo(): void {
    this.flush();
    if (this.current?.history.redo()) this.moved();
  }

  /** After an undo or redo: the last message (solved, a deadlock, a hint) was about the position it left. */
  private moved(): void {
    this.message('', false);
    this.changed();
  }

  private restart(): void {
    const cur = this.current;
    if (!cur) return;
    this.stopSearch();
    this.flush();
    cur.history.restart();
    this.selectedBox = -1;
    this.changed();
    if (cur.history.canUndo) this.message('Back at the start. Undo takes the restart back.', false, [{ action: 'undo', label: 'Undo' }]);
  }

  private toggleReverse(): void {
    this.reverse = !this.reverse;
    this.openPuzzle(this.puzzleIndex);
    this.message(this.reverse ? 'Reverse mode: every box starts on a goal; pull them back to the marked squares where they started. Before the first pull, click any free cell to jump there.' : '', false);
  }

  private nextPusher(): void {
    const cur = this.current;
    if (!cur) return;
    this.flush();
    const n = cur.level.pushers.length;
    if (n > 1 && cur.game.selectPusher((cur.game.activePusher + 1) % n).ok) {
      cur.history.record(this.nextGroup++);
      this.changed();
    }
  }

  private goTo(delta: number): void {
    const open = this.collections[this.collectionIndex];
    if (!open) return;
    const next = this.puzzleIndex + delta;
    if (next < 0 || next >= open.collection.puzzles.length) return;
    this.openPuzzle(next);
  }

  private clickCell(cell: number): void {
    const cur = this.current;
    if (!cur || cell < 0) return;
    this.message('', false);
    this.flush();
    const pos = cur.game.snapshot();
    const { level } = cur;
    const pusherId = pos.pusherAt[cell]!;
    if (pusherId !== 0) {
      if (pusherId - 1 !== pos.active && cur.game.selectPusher(pusherId - 1).ok) {
        cur.history.record(this.nextGroup++);
        this.changed();
      }
      this.selectedBox = -1;
      this.refresh();
      return;
    }
    if (pos.boxAt[cell] !== 0 && !this.reverse) {
      this.selectedBox = this.selectedBox === cell ? -1 : cell;
      this.refresh();
      return;
    }
    // The last move's letter: on Trioban, where two letters take the same step, a walk keeps the heading nearest it.
    const previous = cur.game.movesText().slice(-1);
    if (this.selectedBox >= 0) {
      const path = pushPath(level, pos, this.selectedBox, cell, previous);
      this.selectedBox = -1;
      if (path === null) this.message('That box cannot be pushed there.', true);
      else this.play(path);
      this.refresh();
      return;
    }
    if (level.wall[cell] === 1) return;
    const walk = walkTo(level, pos, cell, previous);
    if (walk !== null) {
      this.play(walk);
      return;
    }
    // Reverse mode: before the first pull the pusher may jump to any free cell.
    if (this.reverse && cur.game.pulls === 0 && pos.boxAt[cell] === 0) {
      const letters = displacementLetters(level, pos.pushers[pos.active]!, cell);
      if (letters !== null && cur.game.jump(letters).ok) {
        cur.history.record(this.nextGroup++);
        this.changed();
      }
    }
  }

  // ---- solver ----

  /** Shows the search's state next to the title: what it does, how far it got, and Cancel while it runs. */
  private solverState(text: string, running: boolean, state: string): void {
    const box = this.els.solver!;
    box.hidden = text === '';
    box.dataset.state = state;
    box.querySelector('.solver-text')!.textContent = text;
    this.els.cancel!.hidden = !running;
  }

  private progressText(what: string, p: SearchProgress): string {
    return `${what}: ${p.generated.toLocaleString('en')} positions, ${(p.ms / 1000).toFixed(1)} s`;
  }

  private stopSearch(): void {
    if (!this.search) return;
    this.search.run.cancel();
    this.search = null;
    this.solverState('', false, 'idle');
  }

  /**
   * Starts a search in the worker and shows how far it got; `done` gets its
   * outcome unless it was cancelled or the game changed meanwhile (then the
   * board is only drawn again). `make` starts it, given the progress line.
   */
  private runSearch<T>(cur: Current, kind: 'hint' | 'solve', what: string, make: (progress: (p: SearchProgress) => void) => RunningSearch<T>, done: (outcome: T) => void): void {
    const version = this.version;
    // Progress may still arrive after Cancel: only the running search may write the line.
    const run = make((p) => {
      if (this.search?.run === run) this.solverState(this.progressText(what, p), true, 'searching');
    });
    this.search = { kind, run };
    this.solverState(`${what}…`, true, 'searching');
    this.refresh();
    run.result.then(
      (outcome) => {
        if (this.search?.run !== run) return;
        this.search = null;
        this.solverState('', false, 'idle');
        if (this.current === cur && this.version === version) done(outcome);
        this.refresh();
      },
      (e: unknown) => this.searchFailed(run, e),
    );
  }

  /** The level Hint or Solve may search: none while a search runs, and a message instead once the level is solved. */
  private searchable(): Current | null {
    const cur = this.current;
    if (!cur || this.search) return null;
    this.flush();
    if (!cur.game.isSolved()) return cur;
    this.message('This level is already solved.', false);
    return null;
  }

  /** Draws a hint (`marks`) whose moves "Play it" plays; `verb` says what it does to the box. */
  private showHint(marks: NonNullable<BoardMarks['hint']>, moves: string, verb: string): void {
    this.marks = { ...this.marks, hint: marks };
    this.message(`Hint: ${verb} the highlighted box to the marked cell, along the drawn path.`, false, [{ action: 'play-hint', label: 'Play it' }], 'hint');
    this.pendingHint = moves;
  }

  /**
   * Asks the worker for the next push and draws it on the board. In reverse
   * mode, the next pull, with the jump or walk before it, of moves that pull
   * every box back to its start square.
   */
  private hint(): void {
    const cur = this.searchable();
    if (!cur) return;
    const played = cur.game.movesText();
    const what = 'Looking for a hint';
    if (this.reverse) {
      this.runSearch(cur, 'hint', what, (progress) => this.solver.reverse(cur.puzzle, cur.game.snapshot(), cur.game.pulls > 0, HINT_LIMIT_MS, knownSolutions(cur), progress), (r) => {
        const moves = r.solution?.slice(0, r.solution.search(/[A-Z]/) + 1) ?? '';
        const marks = reverseHintMarks(cur.level, played, moves);
        if (r.status === 'unsupported') this.message(REVERSE_UNSUPPORTED, true);
        else if (marks) this.showHint(marks, moves, moves.startsWith('[') ? 'jump to where the drawn path starts, then pull' : 'pull');
        else if (r.status !== 'solved') this.message(`No hint: ${FAILURE_TEXT[r.status]}.`, true, [], `hint-${r.status}`);
      });
      return;
    }
    this.runSearch(cur, 'hint', what, (progress) => this.solver.hint(cur.puzzle, cur.game.snapshot(), HINT_LIMIT_MS, { solutions: knownSolutions(cur), played }, progress), (h) => {
      if (h.kind === 'push') {
        this.showHint({ box: h.box, to: h.to, paths: hintPaths(cur.level, played, h.moves) }, h.moves, 'push');
      } else if (h.kind === 'deadlock') {
        this.showDeadlock({ kind: h.deadlockKind, boxes: h.boxes }, this.offerWayBack(played, h.back));
      } else if (h.kind === 'solved') {
        this.message('This level is already solved.', false);
      } else {
        const back = this.offerWayBack(played, h.back);
        this.message(`No hint: ${FAILURE_TEXT[h.reason]}.${back?.text ?? ''}`, true, back ? [back.action] : [], `hint-${h.reason}`);
      }
    });
  }

  private pendingHint = '';

  /** The beginning of the game's moves that "Go back" returns to, with the game's version it was found for. */
  private pendingBack: { version: number; moves: string } | null = null;

  /**
   * Words and a button for going back from the end of `played` to `back`, a
   * point from which the hints know a solution; null when there is none.
   */
  private offerWayBack(played: string, back: string | null): WayBackOffer | null {
    if (back === null) return null;
    this.pendingBack = { version: this.version, moves: back };
    const undone = played.slice(back.length);
    const moves = undone.length;
    const pushes = undone.replace(/[^A-Z]/g, '').length;
    const steps = `${count(moves, 'move')}${pushes > 0 ? ` (${count(pushes, 'push', 'pushes')})` : ''}`;
    const where = back === '' ? 'From the start, the hints know a solution.' : `Going back ${steps} returns to a solution the hints know.`;
    return { text: ` ${where}`, action: { action: 'back-to-solution', label: back === '' ? 'Restart' : 'Go back' } };
  }

  /** Goes back to the point {@link offerWayBack} offered, as one step Undo takes back. */
  private backToSolution(): void {
    const cur = this.current;
    const back = this.pendingBack;
    this.pendingBack = null;
    if (!cur || !back || back.version !== this.version || this.search) return;
    this.flush();
    cur.history.rewind(back.moves);
    this.selectedBox = -1;
    this.changed();
    this.message('Back on a known solution: a hint now shows its next push. Undo takes this step back.', false, [{ action: 'hint', label: 'Hint' }], 'back-on-solution');
  }

  private playHint(): void {
    const cur = this.current;
    if (!cur || !this.pendingHint || !this.marks.hint) return;
    const moves = this.pendingHint;
    this.pendingHint = '';
    this.play(moves);
  }

  /** Asks the worker for a solution from here (in reverse mode, moves that pull every box back), then plays it. */
  private solve(): void {
    const cur = this.searchable();
    if (!cur) return;
    const position = cur.game.snapshot();
    const game = { solutions: knownSolutions(cur), played: cur.game.movesText() };
    const pulled = cur.game.pulls > 0;
    this.runSearch<SolveOutcome | ReverseOutcome>(
      cur,
      'solve',
      'Solving',
      (progress) => (this.reverse ? this.solver.reverse(cur.puzzle, position, pulled, SOLVE_LIMIT_MS, game.solutions, progress) : this.solver.solve(cur.puzzle, position, SOLVE_LIMIT_MS, game, progress)),
      (r) => {
        const counts = `${r.generated.toLocaleString('en')} positions, ${(r.ms / 1000).toFixed(1)} s`;
        const { known } = r;
        if (r.status === 'unsupported') {
          this.message(REVERSE_UNSUPPORTED, true);
        } else if (r.status === 'solved' && r.solution !== null) {
          this.solverState(known ? `A known solution passes here: ${this.reverse ? 'taking it back' : 'playing the rest of it'}.` : `Solution found (${counts}): playing it.`, false, 'playing');
          // A known solution's rest may be the level file's own: an exported copy must not name the solver as its finder.
          if (!r.fromPage) cur.solverPlayed = true;
          this.play(r.solution);
        } else if ('deadlock' in r && r.deadlock) {
          this.solverState(`No solution: ${FAILURE_TEXT.unsolvable}.`, false, 'failed');
          this.showDeadlock(r.deadlock);
        } else {
          this.solverState(`No solution: ${FAILURE_TEXT[r.status]} (${counts}).`, false, r.status === 'aborted' ? 'cancelled' : 'failed');
          if (r.status !== 'aborted') this.message(`The solver found no solution: ${FAILURE_TEXT[r.status]}.`, true, r.status === 'unsolvable' && cur.history.canUndo ? [{ action: 'undo', label: 'Undo' }] : []);
        }
      },
    );
  }

  /** After a solution's playback: the search line gives way. */
  private solverDone(): void {
    if (this.els.solver!.dataset.state === 'playing') this.solverState('', false, 'idle');
  }

  private cancelSearch(): void {
    if (!this.search) return;
    const { kind } = this.search;
    this.stopSearch();
    this.solverState(kind === 'solve' ? 'Solve cancelled.' : 'Hint cancelled.', false, 'cancelled');
    this.refresh();
  }

  private searchFailed(run: RunningSearch<unknown>, e: unknown): void {
    if (this.search?.run !== run) return;
    this.search = null;
    this.solverState('', false, 'idle');
    this.message(`The solver stopped with an error: ${e instanceof Error ? e.message : String(e)}`, true);
    this.refresh();
  }

  /** Asks the worker whether the position is lost, and warns if so. */
  private checkDeadlock(cur: Current): void {
    const version = this.version;
    const played = cur.game.movesText();
    this.solver.deadlock(cur.puzzle, cur.game.snapshot(), { solutions: knownSolutions(cur), played }).then(
      (d) => {
        if (d && this.current === cur && this.version === version) this.showDeadlock(d.deadlock, this.offerWayBack(played, d.back));
      },
      () => {
        // A warning that cannot be worked out is simply not shown; play goes on.
      },
    );
  }

  /** Marks a lost position's boxes and says why; `back`, from a hint, offers the way back to a known solution. */
  private showDeadlock(d: DeadlockReport, back: WayBackOffer | null = null): void {
    const cur = this.current;
    if (!cur) return;
    this.marks = { ...this.marks, deadlockBoxes: d.boxes };
    // A dead cell's sentence already speaks of its box; the others say which boxes are marked.
    const boxes = d.kind === 'dead-cell' ? '' : d.boxes.length === 1 ? ' The marked box can no longer reach a goal.' : ` The ${d.boxes.length} marked boxes can no longer all reach goals.`;
    const actions = cur.history.canUndo ? [{ action: 'undo', label: 'Undo' }] : [];
    if (back) actions.push(back.action);
    this.message(`Deadlock: ${DEADLOCK_TEXT[d.kind] ?? 'the level cannot be solved from here'}.${boxes}${back?.text ?? ''}`, true, actions, 'deadlock');
    this.refresh();
  }

  private toggleDeadCells(): void {
    this.showDeadCells = !this.showDeadCells;
    if (this.showDeadCells) this.loadDeadCells();
    else this.marks = { ...this.marks, deadCells: [] };
    this.refresh();
  }

  private loadDeadCells(): void {
    const cur = this.current;
    if (!cur) return;
    this.solver.deadCells(cur.puzzle).then(
      (cells) => {
        if (this.current !== cur || !this.showDeadCells) return;
        this.marks = { ...this.marks, deadCells: cells };
        this.refresh();
      },
      () => this.message('The dead cells could not be worked out for this level.', true),
    );
  }

  // ---- input ----

  private bindInput(): void {
    window.addEventListener('keydown', (e) => this.onKey(e));
    this.root.addEventListener('click', (e) => {
      const target = e.target as HTMLElement;
      const action = target.closest('[data-action]')?.getAttribute('data-action');
      if (action) this.onAction(action);
      const item = target.closest('li[data-index]');
      if (item && this.els.list!.contains(item)) {
        this.openPuzzle(Number(item.getAttribute('data-index')));
        this.toggleDrawer(false);
        this.els.board!.focus();
      }
    });
    (this.els.select as HTMLSelectElement).addEventListener('change', (e) => {
      this.collectionIndex = Number((e.target as HTMLSelectElement).value);
      this.renderCollections();
      this.openPuzzle(0);
      // Arrow keys should move the pusher now, not change the collection again.
      this.els.board!.focus();
    });
    (this.els.file as HTMLInputElement).addEventListener('change', async (e) => {
      const input = e.target as HTMLInputElement;
      for (const f of Array.from(input.files ?? [])) await this.openFile(f);
      input.value = '';
    });
    const paste = this.els.pasteDialog as HTMLDialogElement;
    paste.addEventListener('close', () => {
      const text = (paste.querySelector('textarea') as HTMLTextAreaElement).value;
      const tiling = (paste.querySelector('select') as HTMLSelectElement).value;
      if (paste.returnValue === 'open' && text.trim()) this.addPasted(text, tiling || undefined);
    });
    window.addEventListener('paste', (e) => {
      if ((e.target as HTMLElement).closest('textarea, input')) return;
      const text = e.clipboardData?.getData('text/plain');
      if (text?.trim()) this.addPasted(text);
    });
    window.addEventListener('dragover', (e) => e.preventDefault());
    window.addEventListener('drop', async (e) => {
      e.preventDefault();
      for (const f of Array.from(e.dataTransfer?.files ?? [])) await this.openFile(f);
    });
    // Clicks pick cells; a swipe on a touch screen steps in its direction.
    let down: { x: number; y: number; id: number } | null = null;
    this.view.svg.addEventListener('pointerdown', (e) => {
      down = { x: e.clientX, y: e.clientY, id: e.pointerId };
    });
    this.view.svg.addEventListener('pointerup', (e) => {
      if (!down || down.id !== e.pointerId) return;
      const dx = e.clientX - down.x;
      const dy = e.clientY - down.y;
      down = null;
      const cur = this.current;
      if (!cur) return;
      if (Math.hypot(dx, dy) > 30 && e.pointerType !== 'mouse') {
        const letter = letterForSwipe(cur.topology, dx, dy);
        if (letter) this.play(letter, true);
        return;
      }
      this.clickCell(this.view.cellAt(e.clientX, e.clientY));
    });
  }

  private onAction(action: string): void {
    // A message is about the last thing done; the next action replaces it.
    if (action !== 'cancel') this.message('', false);
    switch (action) {
      case 'open':
        (this.els.file as HTMLInputElement).click();
        break;
      case 'paste':
        (this.els.pasteDialog as HTMLDialogElement).showModal();
        break;
      case 'export':
        this.exportSok();
        break;
      case 'prev':
        this.goTo(-1);
        break;
      case 'next':
        this.goTo(1);
        break;
      case 'undo':
        this.undo();
        break;
      case 'redo':
        this.redo();
        break;
      case 'restart':
        this.restart();
        break;
      case 'reverse':
        this.toggleReverse();
        break;
      case 'copy-solution':
        this.copySolution();
        break;
      case 'copy-link':
        this.copyLink();
        break;
      case 'hint':
        this.hint();
        break;
      case 'levels':
        this.toggleDrawer(!this.root.firstElementChild!.classList.contains('drawer-open'));
        break;
      case 'close-levels':
        this.toggleDrawer(false);
        break;
      case 'play-hint':
        this.playHint();
        break;
      case 'back-to-solution':
        this.backToSolution();
        break;
      case 'solve':
        this.solve();
        break;
      case 'cancel':
        this.cancelSearch();
        break;
      case 'dead-cells':
        this.toggleDeadCells();
        break;
    }
  }

  private onKey(e: KeyboardEvent): void {
    if ((e.target as HTMLElement).closest?.('textarea, input, select, dialog')) return;
    if (e.code === 'Escape') this.toggleDrawer(false);
    const cur = this.current;
    // A level that cannot be played still lets the player go on to the next one.
    if (!cur) {
      if (!e.ctrlKey && !e.metaKey && !e.altKey && (e.code === 'PageDown' || e.code === 'KeyN')) this.goTo(1);
      if (!e.ctrlKey && !e.metaKey && !e.altKey && (e.code === 'PageUp' || e.code === 'KeyP')) this.goTo(-1);
      return;
    }
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && e.code === 'KeyZ') {
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
      return;
    }
    if (ctrl && e.code === 'KeyY') {
      e.preventDefault();
      this.redo();
      return;
    }
    if (ctrl || e.altKey) return;
    const letter = letterForKey(cur.topology, e.code);
    if (letter) {
      e.preventDefault();
      this.message('', false);
      // Holding a key repeats; do not let repeats pile up behind an animation.
      if (e.repeat && this.queue.length > 1) return;
      this.play(letter, true);
      return;
    }
    switch (e.code) {
      case 'KeyZ':
      case 'Backspace':
        e.preventDefault();
        this.undo();
        break;
      case 'KeyY':
        this.redo();
        break;
      case 'KeyR':
        this.restart();
        break;
      case 'KeyV':
        this.toggleReverse();
        break;
      case 'Tab':
        // Only Multiban needs it, and only on the board: elsewhere Tab moves the focus as usual.
        if (cur.level.pushers.length > 1 && !e.shiftKey && (e.target as HTMLElement) === this.els.board) {
          e.preventDefault();
          this.nextPusher();
        }
        break;
      case 'KeyH':
        this.hint();
        break;
      case 'PageDown':
      case 'KeyN':
        this.goTo(1);
        break;
      case 'PageUp':
      case 'KeyP':
        this.goTo(-1);
        break;
    }
  }

  /** Opens or closes the level drawer of small screens. */
  private toggleDrawer(open: boolean): void {
    this.root.firstElementChild!.classList.toggle('drawer-open', open);
    this.els.levels!.setAttribute('aria-expanded', String(open));
    if (open) this.scrollListToCurrent();
  }

  // ---- output ----

  /**
   * Shows a message, with buttons for what to do about it; `kind` names it
   * for styling and tests. An empty text clears it.
   */
  private message(text: string, isError: boolean, actions: { action: string; label: string }[] = [], kind = ''): void {
    const el = this.els.message!;
    // Clearing an empty message would still make the browser lay the page out again on every move.
    if (text === '' && el.childNodes.length === 0) return;
    el.replaceChildren(...(text ? [text] : []), ...actions.map((a) => h('button', { type: 'button', 'data-action': a.action, text: a.label })));
    el.classList.toggle('error', isError);
    el.dataset.kind = kind;
  }

  private async copy(text: string, what: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.message(`${what} copied: ${text}`, false);
    } catch {
      this.message(`${what}: ${text}`, false);
    }
  }

  private copySolution(): void {
    const cur = this.current;
    if (!cur) return;
    const best = [...cur.record.solutions].sort((a, b) => a.moveCount - b.moveCount || a.pushCount - b.pushCount)[0];
    if (!best) {
      this.message('No solution of this level yet.', true);
      return;
    }
    void this.copy(best.moves, 'Solution');
  }

  private copyLink(): void {
    const cur = this.current;
    if (!cur) return;
    const link = `${location.origin}${location.pathname}${makeLevelLink(cur.topology.name, cur.puzzle.board.rows, cur.game.movesText())}`;
    void this.copy(link, 'Link');
  }

  private exportSok(): void {
    const open = this.collections[this.collectionIndex];
    if (!open) return;
    // Every kept solution goes in once: not twice, and not when the file already has the same moves.
    const added: { puzzle: Puzzle; count: number }[] = [];
    for (const puzzle of open.collection.puzzles) {
      const topology = findTopology(TILINGS, puzzle.game);
      if (!topology || !this.progress.isSolved(levelKey(topology.name, puzzle.board.rows))) continue;
      const have = new Set(puzzle.savedGames.map((g) => g.moves.text.replace(/\s+/g, '')));
      let count = 0;
      for (const s of this.progress.record(levelKey(topology.name, puzzle.board.rows)).solutions) {
        if (have.has(s.moves)) continue;
        have.add(s.moves);
        const notes = [`Found: ${s.found.slice(0, 10)}`];
        if (s.solver) notes.push('Solver: Polyban solver');
        puzzle.savedGames.push({ title: `Solution ${s.moveCount}/${s.pushCount}${s.solver ? ' (solver)' : ''}`, moves: movesFromText(s.moves), notes });
        count++;
      }
      if (count > 0) added.push({ puzzle, count });
    }
    let text: string;
    try {
      text = stringifyCollection(open.collection);
    } catch (e) {
      // A board opened from a link can hold characters that no level file holds where they stand: it has no .sok form.
      // The writer names the row (`puzzles[0].board.rows[2]`) and the character's index; a player reads rows from 1.
      if (!(e instanceof UnwritableTextError)) throw e;
      const [, p = '0', r] = /(\d+)\D+(\d+)?/.exec(e.path) ?? [];
      const row = r === undefined ? undefined : open.collection.puzzles[+p]?.board.rows[+r];
      const why =
        row !== undefined ? `row ${+r! + 1} of its board holds ${showCharacter(row, e.index)}, which a level file cannot hold there` : e.path.endsWith('rows') ? 'its board has no wall, box, goal or pusher' : e.message;
      this.message(`Level ${+p + 1} cannot be saved in a .sok file: ${why}.`, true);
      return;
    } finally {
      // The open document stays as read, so the next export adds the solutions again, once.
      for (const { puzzle, count } of added) puzzle.savedGames.length -= count;
    }
    // Saved in the file's own encoding, so a Windows-1252 collection keeps its bytes.
    const asked = open.encoding ?? 'utf-8';
    const saved = saveLevelFile(text, asked);
    const savedAs = savedAsMessage(saved, asked);
    if (savedAs !== null) this.message(savedAs, false);
    const a = h('a', { href: URL.createObjectURL(saved.blob), download: `${open.name.replace(/[^\w.-]+/g, '_') || 'levels'}.sok` });
    document.body.append(a);
    a.click();
    a.remove();
  }

  /** Resolves once everything changed so far is stored (for tests: safe to reload). */
  saved(): Promise<void> {
    return this.progress.flushed();
  }

  /** True when no queued step is waiting to be played (for tests: the position is final). */
  get idle(): boolean {
    return this.queue.length === 0 && !this.ticking;
  }

  /** For tests and the benchmark: the level being played. */
  get state(): { game: Game; level: Level; view: BoardView } | null {
    return this.current ? { game: this.current.game, level: this.current.level, view: this.view } : null;
  }
}
