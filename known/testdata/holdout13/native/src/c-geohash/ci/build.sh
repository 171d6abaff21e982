#!/bin/bash
# CI build job; the object directories are restored from the CI cache to save time
set -x
make --version | head -n1
if [ -d .ci-cache ]; then
	cp -r .ci-cache/lib-obj lib/obj
	cp -r .ci-cache/app-obj app/obj
	echo "restored build cache ($(ls .ci-cache/*/ | grep -c '\.d$') dependency files)"
fi
make -k
