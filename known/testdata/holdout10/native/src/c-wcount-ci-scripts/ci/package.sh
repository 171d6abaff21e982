#!/bin/bash
set -e
version=1.0
make dist
echo "packaging wcount $version"
tar -czf wcount-$version.tar.gz -C dist wcount-$version/bin/wcount wcount-$version/share/man/man1/wcount.1 wcount-$version/README
sha256sum wcount-$version.tar.gz
