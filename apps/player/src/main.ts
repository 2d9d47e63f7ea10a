/** Entry point: mounts the player with the built-in collections. */
import { PlayerApp } from './app.js';
import './styles.css';

const files = import.meta.glob('./levels/*.sok', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const builtIns = Object.entries(files)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([path, text]) => ({ name: path.replace(/^.*\/(?:\d+-)?/, '').replace(/\.sok$/, ''), text }));

const root = document.getElementById('app')!;
const app = new PlayerApp(root, builtIns, window.localStorage);
app.start(location.search, location.hash);
// Exposed for the browser tests and the render benchmark.
(window as unknown as { polyban: PlayerApp }).polyban = app;
