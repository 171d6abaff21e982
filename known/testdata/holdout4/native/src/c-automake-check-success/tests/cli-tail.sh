#!/bin/sh
out=$(printf 'one\ntwo\nthree\n' | ./ringlog -n 2 | cut -c14-)
test "$out" = "two
three"
