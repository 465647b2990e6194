#!/usr/bin/env bash
# Release VERSION (e.g. 1.2.0): a commit on top of HEAD that adds the compiled CLI (build/, which the
# branches do not track) so that `uses: <owner>/rp-assets/pages@vMAJOR` runs without compiling, tagged
# vVERSION, and the major tag vMAJOR moved to it; then the packed tarball (`npm pack`, whose `prepare`
# builds) attached to the GitHub release of vVERSION, created if missing, so that
# `npm install <release asset URL>` works without a registry, and beside it the VS Code extension
# (`npm run package:vscode`, editors/vscode/) as rp-assets-VERSION.vsix (docs/editor.md). Run by .github/workflows/release.yml after
# `npm ci` and the checks. Pushes both tags to REMOTE (default origin); the branch itself is never changed.
#
#   scripts/release.sh VERSION           tag, push, pack, create the release, attach the tarball
#   scripts/release.sh --attach VERSION  only pack and attach (the tag exists; e.g. an upload failed)
#
# Environment: GITHUB_TOKEN (required, never printed), GITHUB_REPOSITORY (owner/name, required),
# GITHUB_API_URL (default https://api.github.com), RELEASE_REMOTE (default origin), RELEASE_TARBALL (a
# tarball packed already, instead of running `npm pack`), RELEASE_VSIX (the extension packaged
# already, instead of running `npm run package:vscode`). See docs/pages.md.
set -euo pipefail

fail() {
  echo "release: $*" >&2
  exit "${code:-2}"
}

attach_only=false
if [ "${1:-}" = "--attach" ]; then
  attach_only=true
  shift
fi
version="${1:-}"
remote="${RELEASE_REMOTE:-origin}"
api="${GITHUB_API_URL:-https://api.github.com}"
api="${api%/}"
repository="${GITHUB_REPOSITORY:-}"
if ! [[ "$version" =~ ^([1-9][0-9]*|0)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]]; then
  fail "VERSION must look like 1.2.0, got \`$version\`"
fi
major="v${BASH_REMATCH[1]}"
tag="v$version"
[ -n "${GITHUB_TOKEN:-}" ] || fail "GITHUB_TOKEN is not set; the release is created through the GitHub API"
[[ "$repository" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || fail "GITHUB_REPOSITORY must be owner/name, got \`$repository\`"

if [ "$attach_only" = false ]; then
  if git rev-parse -q --verify "refs/tags/$tag" >/dev/null || git ls-remote --exit-code --tags "$remote" "refs/tags/$tag" >/dev/null; then
    fail "$tag exists already; a released version is never moved (to attach its tarball: --attach $version)"
  fi
  if [ ! -f build/cli/main.js ]; then
    fail "build/cli/main.js is missing; run npm ci (or npm run build) first"
  fi
  if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    fail "the working tree has uncommitted changes to tracked files"
  fi
elif ! git ls-remote --exit-code --tags "$remote" "refs/tags/$tag" >/dev/null; then
  fail "$tag is not on $remote; --attach only attaches to a released tag (GitHub would create it from the default branch)"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The tarball first: a failing build leaves no tag behind.
if [ -n "${RELEASE_TARBALL:-}" ]; then
  [ -f "$RELEASE_TARBALL" ] || fail "RELEASE_TARBALL \`$RELEASE_TARBALL\` is not a file"
  tarball="$RELEASE_TARBALL"
else
  npm pack --silent --pack-destination "$work" >"$work/pack.out" || fail "npm pack failed"
  tarball="$work/$(tail -n 1 "$work/pack.out")"
fi
asset="$(basename "$tarball")"
[[ "$asset" == *"-$version.tgz" ]] || fail "the tarball \`$asset\` is not version $version (package.json's version?)"

# The VS Code extension, also before any tag: a failing package leaves nothing behind either.
if [ -n "${RELEASE_VSIX:-}" ]; then
  [ -f "$RELEASE_VSIX" ] || fail "RELEASE_VSIX \`$RELEASE_VSIX\` is not a file"
  vsix="$RELEASE_VSIX"
else
  [ -f editors/vscode/package.json ] || fail "editors/vscode/ is missing: the extension is released with the tarball"
  npm run --silent package:vscode >"$work/vsix.out" 2>&1 || fail "packaging the VS Code extension failed: $(tail -n 3 "$work/vsix.out")"
  vsix="editors/vscode/rp-assets.vsix"
fi
vsix_asset="rp-assets-$version.vsix"

# call METHOD URL [curl options]: the answer's body goes to $work/body, its HTTP status to stdout. The
# token goes to curl through its config on stdin, so it is in no command line and no log.
call() {
  local method="$1" url="$2"
  shift 2
  printf 'header = "Authorization: Bearer %s"\n' "$GITHUB_TOKEN" |
    curl --silent --show-error --config - --request "$method" --output "$work/body" --write-out '%{http_code}' \
      --header 'Accept: application/vnd.github+json' --header 'X-GitHub-Api-Version: 2022-11-28' \
      --user-agent rp-assets-release "$@" "$url" || fail "cannot reach $url"
}
# field NAME: a top-level string field of the last answer's JSON body (empty when absent).
field() {
  node -e 'let v; try { v = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[process.argv[2]]; } catch {}
    process.stdout.write(typeof v === "string" ? v : "");' "$work/body" "$1"
}
refused() {
  local what="$1" status="$2" hint=""
  [ "$status" = 401 ] && hint=" (GITHUB_TOKEN was refused)"
  [ "$status" = 403 ] && hint=" (the token needs contents: write)"
  code=1 fail "$what: HTTP $status$hint: $(field message)"
}

# Read the release before tagging: a refused token leaves no tag behind.
status="$(call GET "$api/repos/$repository/releases/tags/$tag")"
[ "$status" = 200 ] || [ "$status" = 404 ] || refused "reading the release $tag" "$status"
release_json="$(cat "$work/body")"

if [ "$attach_only" = false ]; then
  git config user.name >/dev/null || git config user.name 'github-actions[bot]'
  git config user.email >/dev/null || git config user.email '41898282+github-actions[bot]@users.noreply.github.com'
  source_commit="$(git rev-parse HEAD)"
  git checkout -q --detach
  git add --force build
  git commit -q -m "release $tag: the compiled CLI (build/) for the pages action" -m "Source: $source_commit"
  git tag -a "$tag" -m "rp-assets $tag"
  git tag -f -a "$major" -m "rp-assets $tag" >/dev/null
  git push -q "$remote" "refs/tags/$tag"
  git push -q --force "$remote" "refs/tags/$major"
  echo "release: $tag and $major -> $(git rev-parse HEAD) (source $source_commit)"
fi

if [ "$status" = 404 ]; then
  status="$(call POST "$api/repos/$repository/releases" --header 'Content-Type: application/json' \
    --data "{\"tag_name\":\"$tag\",\"name\":\"rp-assets $tag\"}")"
  [ "$status" = 201 ] || refused "creating the release $tag" "$status"
  echo "release: created the GitHub release $tag"
else
  printf '%s' "$release_json" >"$work/body"
fi
upload_url="$(field upload_url)"
upload_url="${upload_url%%\{*}"
[ -n "$upload_url" ] || code=1 fail "the release $tag has no upload_url"

# attach NAME FILE CONTENT-TYPE: one release asset.
attach() {
  local name="$1" file="$2" type="$3"
  status="$(call POST "$upload_url?name=$name" --header "Content-Type: $type" --data-binary "@$file")"
  if [ "$status" = 422 ]; then
    code=1 fail "$name is attached to $tag already; delete that asset first to replace it"
  fi
  [ "$status" = 201 ] || refused "uploading $name" "$status"
  echo "release: attached $name to $tag: $(field browser_download_url)"
}
attach "$asset" "$tarball" application/gzip
attach "$vsix_asset" "$vsix" application/zip
