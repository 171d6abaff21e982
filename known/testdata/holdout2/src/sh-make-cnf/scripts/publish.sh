#!/bin/bash
set -e
artifact=$1
echo "publish: uploading $artifact"
sha256sum "$artifact" | cut -c1-16
azcopy copy "$artifact" "https://acmereleases.blob.core.windows.net/site/"
echo "publish: done"
