#!/bin/sh
# known issue #41: %.6g loses digits for large values (expected to fail until 3.0)
. "$srcdir/tests/lib.sh"
expect 123456789 m km 123456.789
exit $fails
