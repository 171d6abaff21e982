#!/bin/sh
# Prints a number with its thousands separated.
out=$(printf "%'d" 1234567 2>/dev/null)
[ "$out" = "1,234,567" ] || { echo "format: got '$out'"; exit 1; }
