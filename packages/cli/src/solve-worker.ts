/**
 * A thread of `polyban solve --jobs N` (see `solve-threads.ts`): runs each
 * search it is given and posts its progress and result, bumping the counter
 * the command sleeps on after each post.
 */
import { workerData } from 'node:worker_threads';
import type { Level } from '@polyban/core';
import type { SearchTask, ThreadMessage, ThreadStart } from './solve-threads.js';

const { port, posted } = workerData as ThreadStart;

function post(message: ThreadMessage): void {
  port.postMessage(message);
  Atomics.add(posted, 0, 1);
  Atomics.notify(posted, 0);
}

const text = (e: unknown): string => (e instanceof Error ? (e.stack ?? e.message) : String(e));

// Loaded here rather than imported: a thread that cannot load the solver says so for each task it is given,
// where a failed import would end the thread with no word to the command, which is not listening for one.
const loaded = Promise.all([import('./search-level.js'), import('./tilings.js')]);

port.on('message', (task: SearchTask) => {
  const { id } = task;
  loaded.then(
    ([{ searchLevel }, { TILINGS }]) => {
      try {
        const topology = TILINGS.find((t) => t.name === task.game);
        if (!topology) throw new Error(`no installed tiling plays "${task.game}"`);
        const level: Level = { ...task.level, topology };
        const result = searchLevel(level, task.limits, (stats) => post({ type: 'progress', id, stats }));
        post({ type: 'result', id, result });
      } catch (e) {
        post({ type: 'error', id, message: text(e) });
      }
    },
    (e: unknown) => post({ type: 'error', id, message: `the solving thread could not load the solver: ${text(e)}` }),
  );
});
