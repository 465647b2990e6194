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

# stderr (the build's progress: a line per phase and every 10 s, then --timings) goes to the log as
# it comes and, through tee, to a file whose timings table ends the job summary (pages rendered, the
# time and peak memory of each phase). stdout stays stdout; pipefail keeps the build's exit code.
set -o pipefail
log="${RUNNER_TEMP:-${TMPDIR:-/tmp}}/rp-assets-site-stderr.txt"
{ node "${RP_ASSETS_HOME:?}/bin/rp-assets.js" "${args[@]}" --timings 2>&1 1>&3 3>&- | tee "$log" >&2; } 3>&1
set_output base "$base"
if [ -n "${GITHUB_STEP_SUMMARY:-}" ] && grep -q '^rp-assets site: timings$' "$log"; then
  {
    echo
    echo '<details><summary>rp-assets site: pages rendered and time per phase</summary>'
    echo
    echo '```text'
    sed -n '/^rp-assets site: timings$/,$p' "$log" | tail -n +2
    echo '```'
    echo
    echo '</details>'
  } >>"$GITHUB_STEP_SUMMARY"
fi
rm -f -- "$log"
