#!/bin/sh
# every row of the reference table must convert exactly
. "$srcdir/tests/lib.sh"
table="$srcdir/tests/data/units.tsv"
if [ ! -r "$table" ]; then
	echo "t_data: cannot read reference table $table"
	exit 99
fi
while IFS=',' read -r v from to want; do expect "$v" "$from" "$to" "$want"; done < "$table"
exit $fails
