#!/bin/sh
# golden tests: each tests/cases/NAME.in is fed to ./calc, the output compared with NAME.expected
cd "$(dirname "$0")/.." || exit 2
pass=0 fail=0
for in in tests/cases/*.in; do
	name=${in%.in}
	./calc < "$in" > "$name.out" 2>&1
	if diff -u "$name.expected" "$name.out" > "$name.diff"; then
		echo "PASS: $(basename "$name")"
		pass=$((pass + 1))
	else
		echo "FAIL: $(basename "$name")"
		cat "$name.diff"
		fail=$((fail + 1))
	fi
	rm -f "$name.diff"
done
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
