#!/bin/sh
. "$srcdir/tests/lib.sh"
expect 1 km m 1000
expect 1 mi km 1.60934
expect 3 ft m 0.9144
exit $fails
