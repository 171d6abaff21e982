#!/bin/sh
# Regenerates the npm samples in this directory from the project in src/.
# Tools: npm 11.19.1 (with Node 20.20.2), npm 9.9.4 and npm 6.14.18 (npm's "npm ERR!"
# era, as Travis CI printed it), Mocha 12.0.3; installed outside the repo:
#   (cd /tmp/jsw && npm install mocha); (cd /tmp/jsw9 && npm install npm@9);
#   (cd /tmp/jsw6 && npm install npm@6)
# The project is copied under /tmp/jsw (so mocha resolves) to a fixed path. Each sample is
# the combined stdout and stderr of the command.
#   run-build.log           npm run build, npm 11: the script throws (exit 1; npm adds nothing)
#   run-build-npm6.log      the same with npm 6 (exit 1; npm ERR! ELIFECYCLE lines follow)
#   test-npm6.log           npm test with npm 6: mocha fails two tests (exit 1; "npm ERR! Test failed")
#   install-script.log      npm install, npm 11: a dependency's install script fails (exit 1)
#   install-script-npm9.log the same with npm 9 ("npm ERR!" lines)
#   missing-script.log      npm run lint, npm 11: no such script (exit 1; npm error alone)
#   bad-json.log            npm run build, npm 11 and 6: package.json with a trailing comma
#   bad-json-npm6.log       (exit 1; npm says it in several JSON.parse lines)
#   no-package-json-npm9.log npm run lint, npm 9, where there is no package.json (exit 254)
#   offline-not-cached.log  npm install --offline of a package npm's cache lacks, npm 11
#   offline-not-cached-npm9.log and npm 9 (exit 1: ENOTCACHED, "request to ... failed")
set -u
here=$(cd "$(dirname "$0")" && pwd)
jsw=${JSW:-/tmp/jsw}
npm9="node ${JSW9:-/tmp/jsw9}/node_modules/npm/bin/npm-cli.js"
npm6="node ${JSW6:-/tmp/jsw6}/node_modules/npm/bin/npm-cli.js"
work=$jsw/gen-npm
trap 'rm -rf "$work"' EXIT
export PATH="$jsw/node_modules/.bin:$PATH"
# run PACKAGE OUT CMD...: runs CMD in a fresh copy of src/ with src/PACKAGE as package.json.
run() {
	pkg=$1 out=$2
	shift 2
	rm -rf "$work" && cp -r "$here/src" "$work" && cp "$work/$pkg" "$work/package.json"
	(cd "$work" && "$@") > "$here/$out" 2>&1
}
run package-run.json run-build.log npm run build
run package-run.json run-build-npm6.log $npm6 run build
run package-run.json test-npm6.log $npm6 test
run package-install.json install-script.log npm install --no-audit --no-fund
run package-install.json install-script-npm9.log $npm9 install --no-audit --no-fund
run package-run.json missing-script.log npm run lint
run package-trailing-comma.json bad-json.log npm run build
run package-trailing-comma.json bad-json-npm6.log $npm6 run build
# npm 9 run in a directory with no package.json above it either: ENOENT.
empty=/tmp/wisptriage-gen-npm-empty
rm -rf "$empty" && mkdir -p "$empty" && (cd "$empty" && $npm9 run lint) > "$here/no-package-json-npm9.log" 2>&1
rm -rf "$empty"
run package-run.json offline-not-cached.log npm install --offline --no-audit --no-fund license-checker@25.0.1
echo $? > "$here/offline-not-cached.exit"
run package-run.json offline-not-cached-npm9.log $npm9 install --offline --no-audit --no-fund license-checker@25.0.1
echo $? > "$here/offline-not-cached-npm9.exit"
