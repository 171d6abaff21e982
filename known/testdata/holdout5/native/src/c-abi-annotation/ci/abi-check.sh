#!/usr/bin/env bash
# Fails the job when libquill.so.1 stops exporting a symbol listed in abi/libquill.symbols:
# removing one breaks programs linked against an older 1.x.
set -euo pipefail
lib=libquill.so.1
expected=abi/libquill.symbols
actual=$(mktemp)
trap 'rm -f "$actual"' EXIT

echo "checking the dynamic symbols of $lib against $expected"
nm -D --defined-only "$lib" | awk '$2 == "T" { print $3 }' | sort > "$actual"
echo "$(wc -l < "$actual") exported functions, $(wc -l < "$expected") expected"

removed=$(comm -23 "$expected" "$actual")
added=$(comm -13 "$expected" "$actual")
if [ -n "$added" ]; then
	echo "new symbols (add them to $expected in the same change):"
	echo "$added" | sed 's/^/  + /'
fi
if [ -n "$removed" ]; then
	echo "symbols no longer exported:"
	echo "$removed" | sed 's/^/  - /'
	echo "##[error]ABI check failed: $lib no longer exports $(echo $removed | tr ' ' ','); restore it or bump the SONAME to libquill.so.2"
	exit 1
fi
echo "ABI check passed: no symbol removed"
