// Hostile inputs for the benchmark's "hostile" section: one small generator
// per class of input a crafted or damaged file (or a program driving the
// engine) can throw at Polyban. Each class is measured at 1×, 4× and 16× its
// base size, each size in a fresh process (hostile-child.mjs), so that the
// ratio of the 16× time to the 1× time shows whether the work grows with the
// input (about 16) or faster.
//
// A class is `{ name, what, make(scale, corpusText) }`; `make` returns the
// input's size and the work to time: `{ bytes, run(lib) }`. `run` gets the
// library (core's exports and `topologies`); whatever it throws is reported
// as that size's error. Sizes are chosen so that 16× takes seconds at most.

const repeatLines = (line, n) => `${line}\n`.repeat(n);
const SMALL_BOARD = '#####\n#@$.#\n#####\n';

/** Reads a text; the common work of most classes. */
const parseOnly = (text, options = {}) => ({
  bytes: Buffer.byteLength(text),
  run: (lib) => {
    lib.parseCollection(text, options);
  },
});

/** Reads a text and loads every puzzle whose tiling an installed package plays. */
const parseAndLoad = (text, options = {}) => ({
  bytes: Buffer.byteLength(text),
  run: (lib) => {
    const { collection } = lib.parseCollection(text, options);
    collection.puzzles.forEach((puzzle, i) => {
      const topology = lib.topologyFor(puzzle, lib.topologies);
      if (topology) lib.loadPuzzle(puzzle, topology, { index: i + 1 });
    });
  },
});

export const HOSTILE = [
  {
    name: 'rle-bomb-lines',
    what: 'board lines `999998#|#`, each one board expanding to just under the 1,000,000-cell board limit; 4 per scale step',
    make: (k) => parseOnly(repeatLines('999998#|#\n', 4 * k)),
  },
  {
    name: 'rle-moves-near-max',
    what: 'saved games of one RLE line `9999990R`, each just under the 10,000,000-move limit; 1 per scale step',
    make: (k) => parseOnly(SMALL_BOARD + Array.from({ length: k }, (_, i) => `\nSolution ${i + 1}\n9999990R\n`).join('')),
  },
  {
    name: 'long-row-short-rows',
    what: 'one board: a row of 250·k walls over 250·k rows of one wall; loadPuzzle builds the whole rectangle (input grows k, cells k²)',
    make: (k) => parseAndLoad(`${'#'.repeat(250 * k)}\n#@$.\n${repeatLines('#', 250 * k)}`),
  },
  {
    name: 'tab-heavy-rows',
    what: '10·k boards of 100 rows, each row 50 TABs between walls (400 columns after expansion), with loadPuzzle',
    make: (k) => {
      const board = `${'#\t'.repeat(50)}#\n#@$.\t#\n${repeatLines(`${'#\t'.repeat(50)}#`, 98)}`;
      return parseAndLoad(Array.from({ length: 10 * k }, () => board).join('\n'));
    },
  },
  {
    name: 'nested-rle-groups',
    what: '2,000·k boards written as 31 nested RLE groups (the limit is 32), and 20·k lines nesting 20,000 groups deep',
    make: (k) => {
      const within = `${'1('.repeat(31)}#@$.#${')'.repeat(31)}|5#`;
      const deep = `${'('.repeat(20000)}#${')'.repeat(20000)}`;
      return parseOnly(repeatLines(`${within}\n`, 2000 * k) + repeatLines(`${deep}\n`, 20 * k));
    },
  },
  {
    name: 'comments-after-saved-game',
    what: '130,000·k `::` comment lines right after a saved game',
    make: (k) => parseOnly(`${SMALL_BOARD}\nSolution\nR\n${repeatLines(':: solver log', 130000 * k)}`),
  },
  {
    name: 'proto-keys',
    what: 'a header of `__proto__=`, `constructor=`, `toString=` macros, then 2,000·k puzzles with `Game: __proto__`, `Game: constructor`, `Game=toString` or `Game: Sokoban` notes, with loadPuzzle',
    make: (k) => {
      const games = ['Game: __proto__', 'Game: constructor', 'Game=toString', 'Game: Sokoban', 'Title: __proto__'];
      const puzzles = Array.from({ length: 2000 * k }, (_, i) => `${SMALL_BOARD}${games[i % games.length]}\n`).join('\n');
      return parseAndLoad(`__proto__=x\nconstructor=y\ntoString=z\nhasOwnProperty=w\n\n${puzzles}`);
    },
  },
  {
    name: 'misaligned-hexoban',
    what: 'one Hexoban board of 4,096·k columns whose rows ignore the hex parity (64k columns at 16×), with loadPuzzle',
    make: (k) => {
      const w = 4096 * k;
      return parseAndLoad(`${'#'.repeat(w)}\n#@$.${' '.repeat(w - 5)}#\n${'#'.repeat(w)}\n`, { fileName: 'hostile.hsb' });
    },
  },
  {
    name: 'reverse-many-pushers',
    what: 'a corridor with 1,000·k pushers: a reverse-mode Game selects each pusher in turn and steps, then replay replays the game',
    make: (k) => {
      const p = 1000 * k;
      const text = `${'#'.repeat(2 * p + 4)}\n#${' @'.repeat(p)} *#\n${'#'.repeat(2 * p + 4)}\n`;
      return {
        bytes: Buffer.byteLength(text),
        run: (lib) => {
          const { collection } = lib.parseCollection(text);
          const { level } = lib.loadPuzzle(collection.puzzles[0], lib.topologies[0]);
          const game = new lib.Game(level, { reverse: true });
          for (let i = 0; i < p; i++) {
            const selected = game.selectPusher(i);
            if (!selected.ok) throw new Error(`pusher ${i + 1}: ${selected.message}`);
            game.step('l');
          }
          const result = lib.replay(level, game.movesText());
          if (!result.legal) throw new Error(`replay: ${result.error?.message}`);
        },
      };
    },
  },
  {
    name: 'redo-stack',
    what: '100,000·k moves in an open room, all undone, then all redone with Game.redo',
    make: (k) => {
      const text = `${'#'.repeat(12)}\n#@${' '.repeat(9)}#\n${repeatLines(`#${' '.repeat(10)}#`, 8)}#$.${' '.repeat(8)}#\n${'#'.repeat(12)}\n`;
      const n = 100000 * k;
      return {
        bytes: Buffer.byteLength(text),
        run: (lib) => {
          const { collection } = lib.parseCollection(text);
          const { level } = lib.loadPuzzle(collection.puzzles[0], lib.topologies[0]);
          const game = new lib.Game(level);
          for (let i = 0; i < n; i++) game.step(i % 2 === 0 ? 'r' : 'l');
          while (game.undo());
          while (game.redo());
          if (game.moves !== n) throw new Error(`redid ${game.moves} of ${n} moves`);
        },
      };
    },
  },
  {
    name: 'push-path-open-room',
    what: 'pushPath of a box across an open room of 10,000·k cells, corner to corner',
    make: (k) => {
      const side = Math.round(100 * Math.sqrt(k));
      const inner = Array.from({ length: side }, (_, y) => {
        const row = [...' '.repeat(side)];
        if (y === 1) row[1] = '$';
        if (y === 0) row[0] = '@';
        if (y === side - 2) row[side - 2] = '.';
        return `#${row.join('')}#`;
      });
      const text = `${'#'.repeat(side + 2)}\n${inner.join('\n')}\n${'#'.repeat(side + 2)}\n`;
      return {
        bytes: Buffer.byteLength(text),
        run: (lib) => {
          const { collection } = lib.parseCollection(text);
          const { level } = lib.loadPuzzle(collection.puzzles[0], lib.topologies[0]);
          const position = lib.startPosition(level);
          const path = lib.pushPath(level, position, position.boxes[0], level.goals[0]);
          if (path === null) throw new Error('no push path');
        },
      };
    },
  },
  {
    name: 'key-value-1mb-lines',
    what: '2·k header lines `Author: ` + 999,990 characters (just under the 1,000,000-character line limit)',
    make: (k) => parseOnly(`${repeatLines(`Author: ${'x'.repeat(999990)}`, 2 * k)}\n${SMALL_BOARD}`),
  },
  {
    name: 'long-lines',
    what: '2·k lines of 1,200,000 characters (past the line limit) and 2·k title-like lines of 900,000, between boards',
    make: (k) => {
      const block = `${'a'.repeat(1200000)}\n\n${'b'.repeat(900000)}\n${SMALL_BOARD}\n`;
      return parseOnly(block.repeat(2 * k));
    },
  },
  {
    name: 'binary-bytes',
    what: '1 MB·k of pseudo-random bytes 0–255 read as Windows-1252 text',
    make: (k) => {
      // xorshift32: the same bytes on every run.
      let x = 2463534242;
      const bytes = Buffer.alloc(1024 * 1024 * k);
      for (let i = 0; i < bytes.length; i++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        bytes[i] = x & 0xff;
      }
      return parseOnly(bytes.toString('latin1'));
    },
  },
  {
    name: 'cr-cr-lf',
    what: '1 MB·k of level text whose line breaks are `\\r\\r\\n` (each a CR line break and a CRLF one)',
    make: (k, corpusText) => {
      const one = corpusText.replace(/\r?\n/g, '\r\r\n');
      const size = 1024 * 1024 * k;
      return parseOnly(one.repeat(Math.ceil(size / one.length)).slice(0, size));
    },
  },
];

/** The scales each class is measured at. */
export const HOSTILE_SCALES = [1, 4, 16];

/** A 16×/1× time ratio above this is reported as growing faster than the input (linear is about 16). */
const SUPERLINEAR = 32;

/**
 * Measures every class at every scale, each in a fresh process (a crash or
 * an exhausted heap there is reported, not fatal). Returns, per class, what
 * it is, each scale's `{ bytes, ms, peakMB }` or `{ bytes?, error }`, and the
 * 16×/1× time and memory ratios when both sizes ran.
 */
export function measureHostile(childPath, execFileSync, log) {
  const results = {};
  for (const h of HOSTILE) {
    const scales = {};
    for (const k of HOSTILE_SCALES) {
      scales[k] = runChild(childPath, execFileSync, h.name, k);
      const r = scales[k];
      log(`  hostile ${h.name} ${k}×: ${r.error ? `error: ${r.error}` : `${r.ms.toFixed(0)} ms, +${r.peakMB.toFixed(0)} MB`}`);
    }
    const [a, b] = [scales[HOSTILE_SCALES[0]], scales[HOSTILE_SCALES[HOSTILE_SCALES.length - 1]]];
    const ok = !a.error && !b.error;
    results[h.name] = {
      what: h.what,
      scales: Object.fromEntries(
        Object.entries(scales).map(([k, r]) => [k, r.error ? r : { bytes: r.bytes, ms: Number(r.ms.toFixed(1)), peakMB: Number(r.peakMB.toFixed(1)) }]),
      ),
      timeRatio16: ok ? Number((b.ms / a.ms).toFixed(1)) : null,
      memoryRatio16: ok && a.peakMB > 0 ? Number((b.peakMB / a.peakMB).toFixed(1)) : null,
    };
  }
  return results;
}

function runChild(childPath, execFileSync, name, scale) {
  try {
    const out = execFileSync(process.execPath, ['--expose-gc', childPath, name, String(scale)], {
      maxBuffer: 1 << 20,
      timeout: 120_000,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(out.toString());
  } catch (e) {
    if (e.signal === 'SIGTERM') return { error: 'timed out after 120 s' };
    // A crash in the child: the line of its error output that names the error (a heap limit, a native stack overflow).
    const said = (e.stderr?.toString() ?? '').split('\n').find((line) => /error|heap|fatal/i.test(line));
    return { error: (said ?? e.message).trim().slice(0, 160) };
  }
}

/** Table rows `[measure, result, goal]` for the benchmark's text output. */
export function hostileRows(hostile) {
  return Object.entries(hostile).map(([name, h]) => {
    const sizes = Object.entries(h.scales)
      .map(([k, r]) => (r.error ? `${k}× error: ${r.error}` : `${k}× ${r.ms} ms +${r.peakMB} MB`))
      .join(' · ');
    const ratio = h.timeRatio16 === null ? 'no ratio' : `16×/1× ${h.timeRatio16} (memory ${h.memoryRatio16 ?? '–'})${h.timeRatio16 > SUPERLINEAR ? ' GROWS FASTER THAN THE INPUT' : ''}`;
    return [`hostile ${name}`, sizes, ratio];
  });
}
