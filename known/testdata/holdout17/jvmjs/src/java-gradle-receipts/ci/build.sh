#!/bin/bash
# GitLab "build" job (the image carries Gradle 4.4 and its jars; no network)
set -euo pipefail
java -version
gradle --offline --no-daemon --console=plain clean build
