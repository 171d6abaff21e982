#!/bin/sh
# decimal comma input needs the de_DE.UTF-8 locale
if ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf-\?8$'; then
	echo "t_locale: de_DE.UTF-8 locale not installed, skipping"
	exit 77
fi
. "$srcdir/tests/lib.sh"
LC_ALL=de_DE.UTF-8 expect 1,5 km m 1500
exit $fails
