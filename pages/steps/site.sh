#!/usr/bin/env bash
# Build the catalog: `rp-assets site` from the action's own checkout, run in the user's
# working directory, into the planned --out, with the base path GitHub Pages gave (or `base`).
set -euo pipefail
shopt -s extglob
# shellcheck source=lib.sh
source "$(dirname -- "${BASH_SOURCE[0]}")/lib.sh"

export ASTRO_TELEMETRY_DISABLED=1
cd -- "${GITHUB_WORKSPACE:?}"
wd="${INPUT_WORKING_DIRECTORY:-.}"
[ -d "$wd" ] || fail "working-directory \`$wd\` is not a folder in the workspace"
cd -- "$wd"

args=(site)
# roots: separated by newlines or spaces, as in the validate Action; `read` does not expand globs.
roots=()
read -r -d '' -a roots <<<"${INPUT_ROOTS:-}" || true
if [ "${#roots[@]}" -gt 0 ]; then args+=("${roots[@]}"); fi
if [ -n "${INPUT_ROUTING:-}" ]; then args+=(--routing "$INPUT_ROUTING"); fi
if [ -n "${INPUT_CONFIG:-}" ]; then args+=(--config "$INPUT_CONFIG"); fi
if [ -n "${INPUT_LOCALE:-}" ]; then args+=(--locale "$INPUT_LOCALE"); fi

# `base` wins; else Pages' base_path (empty for a user or organisation site); else /.
base="${INPUT_BASE:-}"
if [ -z "$base" ]; then base="${PAGES_BASE_PATH:-}"; fi
trimmed="${base##+(/)}"
trimmed="${trimmed%%+(/)}"
if [ -z "$trimmed" ]; then base=/; else base="/$trimmed/"; fi
args+=(--out "${RP_ASSETS_OUT:?}" --base "$base")

node "${RP_ASSETS_HOME:?}/bin/rp-assets.js" "${args[@]}"
set_output base "$base"
