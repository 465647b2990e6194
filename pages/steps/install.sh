#!/usr/bin/env bash
# Install the action's locked dependencies in its own checkout (a cache miss). Production
# dependencies only when the checkout carries the compiled CLI; everything when it must compile.
# --ignore-scripts: no package's install script runs (rp-assets' own `prepare` would need the
# compiler, a development dependency); nothing the catalog build uses needs one.
set -euo pipefail
cd -- "${RP_ASSETS_HOME:?}"
if [ "${RP_ASSETS_PREBUILT:-}" = true ]; then
  npm ci --omit=dev --ignore-scripts --no-audit --no-fund
else
  npm ci --ignore-scripts --no-audit --no-fund
fi
