#!/bin/bash
# packages the library and headers; RELEASE_TAG comes from the tag-push workflow
set -euo pipefail
echo "packaging from $(pwd)"
stage=$(mktemp -d)
name="tzoff-${RELEASE_TAG#v}"
mkdir -p "$stage/$name/lib" "$stage/$name/include"
cp build/libtzoff.a "$stage/$name/lib/"
cp src/tzoff.h "$stage/$name/include/"
tar -C "$stage" -czf "$name.tar.gz" "$name"
echo "wrote $name.tar.gz"
