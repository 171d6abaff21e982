#!/bin/sh
printf 'a = 1\nb=two\n' | ./kvconf | grep -q '^b	two$' && echo "roundtrip: ok"
