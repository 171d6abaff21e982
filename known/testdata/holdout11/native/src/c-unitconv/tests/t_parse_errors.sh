#!/bin/sh
# error paths: each must fail with a message
. "$srcdir/tests/lib.sh"
expect 1 furlong m "unitconv: error: unknown unit 'furlong'"
expect 1 kg m "unitconv: error: cannot convert kg to m"
exit $fails
