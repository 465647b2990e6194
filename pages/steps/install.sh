#!/usr/bin/env bash
# Install the action's locked dependencies in its own checkout (a cache miss). Production
# dependencies only when the checkout carries the compiled CLI; everything when it must compile.
# --ignore-scripts: no package's install script runs (rp-assets' own `prepare` would need the
# compiler, a development dependency); nothing the catalog build uses needs one.
set -euo pipefail
cd -- "${RP_ASSETS_HOME:?}"
if [ "${RP_ASSETS_PREBUILT:-}" = true ]; then
  npm ci --omit=dev --ignore-scripts --no-audit --no-fund
  # The site's builders, astro and sharp, are optional peer dependencies of the package (README,
  # "The catalog site needs two more packages") and development dependencies of this checkout:
  # install them as production ones at the lockfile's versions, their own dependencies locked too,
  # then put package.json and the lockfile back as they were.
  peers="$(node -e 'const lock = require("./package-lock.json"); const peers = require("./package.json").peerDependencies;
    console.log(Object.keys(peers).map((n) => `${n}@${lock.packages["node_modules/" + n].version}`).join(" "))')"
  keep="$(mktemp -d)"
  cp package.json package-lock.json "$keep/"
  # shellcheck disable=SC2086 # one word per package
  npm install --save-prod --omit=dev --ignore-scripts --no-audit --no-fund $peers
  mv "$keep/package.json" "$keep/package-lock.json" .
  rmdir "$keep"
else
  npm ci --ignore-scripts --no-audit --no-fund
fi
