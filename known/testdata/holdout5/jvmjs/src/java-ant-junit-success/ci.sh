# CI: print the tool versions, then a clean build and the unit tests.
set -o pipefail
ant -version
ant clean test
