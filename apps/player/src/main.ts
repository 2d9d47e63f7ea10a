/** Entry point: mounts the player with the built-in collections and the saved progress. */
import { PlayerApp } from './app.js';
import { ProgressDb } from './progress-db.js';
import './styles.css';

const files = import.meta.glob('./levels/*.sok', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const builtIns = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, text]) => ({ name: path.replace(/^.*\/(?:\d+-)?/, '').replace(/\.sok$/, ''), text }));

let legacy: Storage | undefined;
try {
  legacy = window.localStorage;
} catch {
  // Storage can be switched off; there is nothing to move over then.
}
const root = document.getElementById('app')!;
// A promise chain rather than top-level await: the size check bundles this file as a classic script.
void ProgressDb.open(window.indexedDB, legacy).then((progress) => {
  const app = new PlayerApp(root, builtIns, progress);
  app.start(location.search, location.hash);
  // Exposed for the browser tests and the render benchmark.
  (window as unknown as { polyban: PlayerApp }).polyban = app;
});
