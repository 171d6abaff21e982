#!/bin/sh
# checks that a comma decimal locale does not change the output; needs de_DE.UTF-8
if ! locale -a 2>/dev/null | grep -qi '^de_DE\.utf'; then
	echo "SKIP: locale de_DE.UTF-8 not installed"
	exit 0
fi
out=$(LC_ALL=de_DE.UTF-8 "$1" 1.5 m cm)
[ "$out" = "150 cm" ]
