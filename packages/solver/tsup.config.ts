import { defineConfig } from 'tsup';
import shared from '../../tsup.shared.js';
import { privateNames } from '../../scripts/private-names.mjs';

// The solver's bundle is the largest a player downloads, and its budget is tight: the names of members
// no code outside the package can see (see scripts/private-names.mjs) are shortened in the build, about
// 800 bytes of min+brotli. Public names, and every name core or the platform declares, stay as written;
// the source maps give the long names back when debugging.
const names = privateNames(new URL('./tsconfig.json', import.meta.url).pathname);

export default defineConfig({
  ...shared,
  esbuildOptions(options) {
    options.mangleProps = new RegExp(`^(?:${names.join('|')})$`);
  },
});
