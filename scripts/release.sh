#!/usr/bin/env bash
# Release VERSION (e.g. 1.2.0): a commit on top of HEAD that adds the compiled CLI (build/, which the
# branches do not track) so that `uses: <owner>/rp-assets/pages@vMAJOR` runs without compiling, tagged
# vVERSION, and the major tag vMAJOR moved to it. Run by .github/workflows/release.yml after `npm ci`
# (whose `prepare` compiled build/) and the checks. Pushes both tags to REMOTE (default origin); the
# branch itself is never changed. See docs/pages.md.
set -euo pipefail

version="${1:-}"
remote="${RELEASE_REMOTE:-origin}"
if ! [[ "$version" =~ ^([1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]]; then
  echo "release: VERSION must look like 1.2.0, got \`$version\`" >&2
  exit 2
fi
major="v${BASH_REMATCH[1]}"
tag="v$version"
if git rev-parse -q --verify "refs/tags/$tag" >/dev/null || git ls-remote --exit-code --tags "$remote" "refs/tags/$tag" >/dev/null; then
  echo "release: $tag exists already; a released version is never moved" >&2
  exit 2
fi
if [ ! -f build/cli/main.js ]; then
  echo "release: build/cli/main.js is missing; run npm ci (or npm run build) first" >&2
  exit 2
fi
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
  echo "release: the working tree has uncommitted changes to tracked files" >&2
  exit 2
fi

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
