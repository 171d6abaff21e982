#!/bin/bash
# Jenkins stages "build" and "smoke"
set -eu
echo "[build] gradle build"
gradle --offline --no-daemon --console=plain build
echo "[smoke] java -jar build/libs/isbn-tools-1.1.0.jar"
java -jar build/libs/isbn-tools-1.1.0.jar 978-0-306-40615-7 0-306-40615-2 978-3-16-148410-0 979-10-90636-07-1
