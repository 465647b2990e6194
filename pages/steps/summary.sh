#!/usr/bin/env bash
# Artifact mode: link the uploaded catalog from the job summary so reviewers can browse the change.
set -euo pipefail
# The artifact name and retention are workflow inputs: shown in code spans, so no backtick, line
# break or other control character may end them early.
name="${ARTIFACT_NAME:-rp-assets-catalog}"
name="${name//[\`[:cntrl:]]/_}"
days="${RETENTION_DAYS:-7}"
[[ "$days" =~ ^[0-9]+$ ]] || days=7
{
  echo "### rp-assets catalog preview"
  echo
  case "${ARTIFACT_URL:-}" in
    https://*) echo "[Download the catalog site]($ARTIFACT_URL) (artifact \`$name\`, kept $days days)." ;;
    *) echo "The catalog site was uploaded as the artifact \`$name\` of this run (kept $days days)." ;;
  esac
  echo
  echo "To browse it: \`unzip $name.zip -d $name && python3 -m http.server --directory $name\`, then open <http://localhost:8000/>."
} >>"${GITHUB_STEP_SUMMARY:?}"
