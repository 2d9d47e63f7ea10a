// A solving thread that takes its task and never answers, as one that died in its search would.
import { workerData } from 'node:worker_threads';

workerData.port.on('message', () => {});
