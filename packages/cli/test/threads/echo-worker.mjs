// A solving thread whose "search" answers after `level.delay` ms, posting one progress message first.
import { workerData } from 'node:worker_threads';

const { port, posted } = workerData;
const post = (m) => {
  port.postMessage(m);
  Atomics.add(posted, 0, 1);
  Atomics.notify(posted, 0);
};
port.on('message', (task) => {
  post({ type: 'progress', id: task.id, stats: { generated: 1, expanded: 0, ms: 0 } });
  setTimeout(() => post({ type: 'result', id: task.id, result: { status: 'solved', solution: task.game, moves: 1, pushes: 1, optimal: false, stats: { generated: 1, expanded: 1, ms: task.level.delay } } }), task.level.delay);
});
