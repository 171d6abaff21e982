# CI: fresh install (no lock file is committed for this app), then build and test.
set -o pipefail
node --version
npm --version
npm install --no-audit --no-fund
npm run build
npm test
