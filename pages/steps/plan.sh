#!/usr/bin/env bash
# Step 1 of pages/action.yml: decide the mode, find the action's own checkout (its dependencies are
# installed there, never in the workspace), key the dependency cache by the lockfile, pick --out.
set -euo pipefail
# shellcheck source=lib.sh
source "$(dirname -- "${BASH_SOURCE[0]}")/lib.sh"

mode="${INPUT_MODE:-auto}"
case "$mode" in
  auto)
    case "${GITHUB_EVENT_NAME:-}" in
      pull_request | pull_request_target) mode=artifact ;;
      *) mode=pages ;;
    esac
    ;;
  pages | artifact) ;;
  *) fail "mode must be auto, pages or artifact, got \`$mode\`" ;;
esac

# The action lives in pages/ of the rp-assets checkout; bin/, build/, site/ and the lockfile are
# its parent's. Node resolves the CLI's packages from there, so node_modules/ goes there too.
home="$(cd -- "${GITHUB_ACTION_PATH:?}/.." && pwd -P)"
[ -f "$home/package-lock.json" ] || fail "the action's checkout at $home has no package-lock.json"
[ -f "$home/bin/rp-assets.js" ] || fail "the action's checkout at $home has no bin/rp-assets.js"

# A release tag carries the compiled CLI (build/); any other ref is compiled on the runner.
if [ -f "$home/build/cli/main.js" ]; then prebuilt=true; else prebuilt=false; fi

# hashFiles() cannot read outside the workspace (actions/toolkit#1035), so hash the lockfile here.
if command -v sha256sum >/dev/null 2>&1; then
  lock_hash="$(sha256sum "$home/package-lock.json" | cut -c1-64)"
else
  lock_hash="$(shasum -a 256 "$home/package-lock.json" | cut -c1-64)"
fi
if [ "$prebuilt" = true ]; then deps=prod; else deps=dev; fi
# setup-node reads node-version as one line; a control character in it is a mistake or an injection.
node_version="${INPUT_NODE_VERSION:-24}"
[[ "$node_version" != *[[:cntrl:]]* ]] || fail "node-version must be one line without control characters, got \`$node_version\`"
cache_key="rp-assets-pages-${RUNNER_OS:-os}-${RUNNER_ARCH:-arch}-node${node_version}-${deps}-${lock_hash}"

# --out must not exist yet and must lie outside the asset roots: a fresh folder under RUNNER_TEMP.
tmp_root="${RUNNER_TEMP:-${TMPDIR:-/tmp}}"
out="$(mktemp -d "$tmp_root/rp-assets-site.XXXXXX")/site"

if [ "$mode" = pages ] && [ -z "${INPUT_BASE:-}" ]; then configure=true; else configure=false; fi

set_output mode "$mode"
set_output home "$home"
set_output modules "$home/node_modules"
set_output prebuilt "$prebuilt"
set_output cache-key "$cache_key"
set_output out "$out"
set_output configure-pages "$configure"
echo "rp-assets pages: mode $mode, dependencies in $home/node_modules ($deps), site into $out"
