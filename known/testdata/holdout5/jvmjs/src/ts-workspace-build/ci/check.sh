# CI: install, print versions, build every package (TypeScript project references).
set -o pipefail
npm ci --verbose --no-audit --no-fund
npx tsc --version
npm ls --workspaces --depth=0
npm run build
