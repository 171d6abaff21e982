#!/usr/bin/env bash
# deploy.sh ENV: uploads the dist tarball to the static host of ENV and flips the "current" link
set -euo pipefail
set -x

env_name=${1:?usage: deploy.sh staging|production}
version=$(cat VERSION)
tarball=dist/statusboard-$version.tar.gz
[ -f "$tarball" ]
sha256sum --check --status dist/SHA256SUMS

# the release notes must mention this version
grep -q "^## $version\$" CHANGELOG.md
todo=$(grep -c 'TODO' CHANGELOG.md || true)
echo "release notes: $todo TODO markers, 0 errors"

# shellcheck source=/dev/null
. "config/$env_name.env"
echo "poll interval ${POLL_INTERVAL}s, error budget ${ERROR_BUDGET}%"

: "${DEPLOY_HOST:=static.$env_name.statusboard.internal}"
: "${DEPLOY_TOKEN:?}"

curl --fail --silent --show-error \
	-H "Authorization: Bearer $DEPLOY_TOKEN" \
	-T "$tarball" "https://$DEPLOY_HOST/upload/statusboard/$version.tar.gz"
curl --fail --silent --show-error -X POST \
	-H "Authorization: Bearer $DEPLOY_TOKEN" \
	"https://$DEPLOY_HOST/link/statusboard/current?to=$version"
echo "deployed statusboard $version to $env_name"
