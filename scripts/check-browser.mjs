#!/usr/bin/env node
/**
 * `npm test` runs this first (the `pretest` script): the site's browser tests need Chromium, and
 * without it they would fail only after minutes of other tests. It stops within a second with the
 * exact install command. `CHROMIUM_PATH` names another Chromium or Chrome binary.
 */
import { accessSync, constants, statSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  if (!statSync(path).isFile()) throw new Error('not a file');
  accessSync(path, constants.X_OK);
} catch {
  process.stderr.write(
    `npm test: the browser tests need Chromium, and there is none at ${path}.\n` +
      'Install it (Debian/Ubuntu):  sudo apt-get install -y chromium fonts-wqy-microhei\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chrome npm test\n',
  );
  process.exit(1);
}
