#!/bin/sh
. "$srcdir/tests/lib.sh"
expect 1 kg g 1000
expect 1 lb kg 0.453592
exit $fails
