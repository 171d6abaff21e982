#!/bin/bash
# GitLab "test" job (the image carries Gradle 4.4 and its jars; no wrapper, no network)
set -euo pipefail
gradle --offline --no-daemon --console=plain clean test
