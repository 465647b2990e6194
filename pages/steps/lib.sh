#!/usr/bin/env bash
# Shared by the steps (sourced): everything they write to a workflow command or a step output goes
# through these, so an input holding a line break, `%` or `::` cannot add a command or an output.

# Workflow command data, escaped as @actions/core does (the runner unescapes %25, %0D, %0A).
escape_data() {
  local s="${1//'%'/%25}"
  s="${s//$'\r'/%0D}"
  printf '%s' "${s//$'\n'/%0A}"
}

fail() {
  echo "::error title=rp-assets pages::$(escape_data "$1")"
  exit 2
}

# One step output. A value with a line break is written in the runner's multi-line form, between
# delimiters it cannot contain (random, as @actions/core does), so it stays one output.
set_output() {
  local name="$1" value="$2" delim
  if [[ "$value" == *$'\n'* || "$value" == *$'\r'* ]]; then
    delim="ghadelimiter_$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
    [[ "$value" != *"$delim"* ]] || fail "output $name holds its own delimiter"
    printf '%s<<%s\n%s\n%s\n' "$name" "$delim" "$value" "$delim" >>"${GITHUB_OUTPUT:?}"
  else
    printf '%s=%s\n' "$name" "$value" >>"${GITHUB_OUTPUT:?}"
  fi
}
