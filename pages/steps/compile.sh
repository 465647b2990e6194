#!/usr/bin/env bash
# Compile the CLI into build/ when the action runs from a ref that does not carry it (a branch or
# a commit instead of a release tag). Runs the compiler with this job's Node directly: with
# --ignore-scripts the `node` package's own launcher in node_modules/.bin is not set up.
set -euo pipefail
cd -- "${RP_ASSETS_HOME:?}"
if [ ! -f node_modules/typescript/bin/tsc ]; then
  echo "::error title=rp-assets pages::no prebuilt build/ and no compiler in $RP_ASSETS_HOME/node_modules; use a release tag such as @v1"
  exit 2
fi
node node_modules/typescript/bin/tsc -p tsconfig.build.json
