#!/bin/bash
# CI: build, test and stage the shared library for packaging
set -ex
DESTDIR=${DESTDIR:-$PWD/stage}
make clean
make all
make check
install -d "$DESTDIR/usr/lib" "$DESTDIR/usr/include"
install -m 644 include/mini.h "$DESTDIR/usr/include/"
install -m 755 build/libmini.so.1 "$DESTDIR/usr/lib/"
ln -sf libmini.so.1 "$DESTDIR/usr/lib/libmini.so"
tar -C "$DESTDIR" -czf libmini-dev.tar.gz usr
echo "staged $(find "$DESTDIR" -type f | wc -l) files"
