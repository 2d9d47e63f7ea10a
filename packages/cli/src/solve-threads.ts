/**
 * `polyban solve --jobs N`: searches run N at a time, each on a worker
 * thread of its own (`solve-worker.ts`). The command stays synchronous, as
 * the others are: it sleeps on a counter shared with the threads, which each
 * bumps after posting a message, and takes the messages off the threads'
 * ports with `receiveMessageOnPort`. So results are reported as they come,
 * in the order of the files, and no event loop has to turn.
 */
import type { Level } from '@polyban/core';
import type { SolveResult, SolveStats } from '@polyban/solver';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { SearchLimits } from './search-level.js';

/** A level as a thread receives it: plain data, its tiling named by `game` (a topology's functions cannot be posted). */
export type LevelData = Omit<Level, 'topology'>;

/** One search for a thread. */
export interface SearchTask {
  id: number;
  game: string;
  level: LevelData;
  limits: SearchLimits;
}

/** What a thread posts about the task it runs. */
export type ThreadMessage = { type: 'progress'; id: number; stats: SolveStats } | { type: 'result'; id: number; result: SolveResult } | { type: 'error'; id: number; message: string };

/** What each thread starts with: the port it reads tasks from and posts on, and the counter it bumps after each post. */
export interface ThreadStart {
  port: MessagePort;
  posted: Int32Array;
}

/** How often the command wakes with no message, to redraw its progress bar and check on its threads. */
const WAKE_MS = 100;

/**
 * How long a thread may post nothing while it searches, beyond the search's
 * time limit, before the command gives up on it: a search reports progress
 * ten times a second, so a silent one has died (out of memory, say).
 */
const SILENCE_MS = 60_000;

interface Thread {
  worker: Worker;
  port: MessagePort;
  /** The task it runs, or `null` when idle. */
  task: SearchTask | null;
  /** When it last posted or was given its task (`Date.now()`). */
  heard: number;
}

/** A number of threads, each running one search at a time. */
export class SolveThreads {
  private readonly posted = new Int32Array(new SharedArrayBuffer(4));
  private readonly threads: Thread[] = [];

  /**
   * Starts `count` threads running the worker script at `script`, with
   * Node.js options `execArgv` (the process's own when `undefined`); a
   * thread that posts nothing for `silenceMs` beyond its task's time limit
   * is given up.
   */
  constructor(
    count: number,
    script: URL,
    execArgv?: string[],
    private readonly silenceMs = SILENCE_MS,
  ) {
    for (let i = 0; i < count; i++) {
      const { port1, port2 } = new MessageChannel();
      const start: ThreadStart = { port: port2, posted: this.posted };
      const worker = new Worker(script, { workerData: start, transferList: [port2], ...(execArgv === undefined ? {} : { execArgv }) });
      // The command waits on its counter, not on its event loop: a thread's own errors come as messages.
      worker.unref();
      this.threads.push({ worker, port: port1, task: null, heard: 0 });
    }
  }

  /**
   * Runs every task, a thread each, and calls `onMessage` with each message
   * as it is taken off a thread's port; `onWake` is called at least every
   * {@link WAKE_MS} ms. Returns once every task has its result (or error).
   */
  run(tasks: readonly SearchTask[], onMessage: (message: ThreadMessage) => void, onWake: () => void): void {
    let next = 0;
    let running = 0;
    const give = (): void => {
      for (const t of this.threads) {
        if (t.task !== null || next >= tasks.length) continue;
        t.task = tasks[next++]!;
        t.heard = Date.now();
        t.port.postMessage(t.task);
        running++;
      }
    };
    give();
    while (running > 0) {
      const seen = Atomics.load(this.posted, 0);
      let got = false;
      for (const t of this.threads) {
        for (let m = receiveMessageOnPort(t.port); m !== undefined; m = receiveMessageOnPort(t.port)) {
          const message = m.message as ThreadMessage;
          got = true;
          t.heard = Date.now();
          if (message.type !== 'progress') {
            t.task = null;
            running--;
          }
          onMessage(message);
        }
        if (t.task !== null && Date.now() - t.heard > t.task.limits.timeLimit * 1000 + this.silenceMs) {
          throw new Error(`a solving thread stopped answering while it searched (task ${t.task.id})`);
        }
      }
      give();
      onWake();
      if (!got && running > 0) Atomics.wait(this.posted, 0, seen, WAKE_MS);
    }
  }

  /** Stops every thread. */
  close(): void {
    for (const t of this.threads) {
      t.port.close();
      void t.worker.terminate();
    }
  }
}
