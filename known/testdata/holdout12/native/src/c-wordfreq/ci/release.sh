#!/bin/bash
# release job: build, test, API docs, tarball
set -e
echo "release: building wordfreq"
make all
make check
echo "release: generating API docs"
doxygen docs/Doxyfile
tar czf wordfreq.tar.gz wordfreq docs/html
echo "release: wordfreq.tar.gz ready"
