// A solving thread that answers every task with an error, as a thread whose search threw would.
import { workerData } from 'node:worker_threads';

const { port, posted } = workerData;
port.on('message', (task) => {
  port.postMessage({ type: 'error', id: task.id, message: `no search for task ${task.id}` });
  Atomics.add(posted, 0, 1);
  Atomics.notify(posted, 0);
});
