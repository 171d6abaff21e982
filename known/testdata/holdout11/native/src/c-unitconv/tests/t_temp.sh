#!/bin/sh
. "$srcdir/tests/lib.sh"
expect 0 C K 273.15
expect 100 C F 212
expect 32 F C 0
exit $fails
