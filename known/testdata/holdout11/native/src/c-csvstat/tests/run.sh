#!/bin/sh
# smoke tests for csvstat
set -e
out=$(printf 'x\n1\n2\n3\n' | ./csvstat 0 2>&1)
echo "$out"
echo "$out" | grep -q 'n=3 mean=2.000 sd=1.000' && echo "PASS basic"
out=$(printf 'a,1\nb,oops\nc,3\n' | ./csvstat 1 2>&1)
echo "$out"
echo "$out" | grep -q 'skipped=1' && echo "PASS bad-values-skipped"
