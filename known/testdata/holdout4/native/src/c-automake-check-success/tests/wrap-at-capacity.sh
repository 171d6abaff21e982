#!/bin/sh
# known bug #14: -n 0 should keep nothing, but ringlog divides by the capacity
printf 'a\nb\n' | ./ringlog -n 0 >/dev/null 2>&1
