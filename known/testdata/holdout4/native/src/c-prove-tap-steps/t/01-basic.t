#!/bin/sh
. "$(dirname "$0")/tap.sh"
FC=./fieldcut
is "$(echo 'a,b,c' | $FC -f 1)" "a" "first field"
is "$(echo 'a,b,c' | $FC -f 3)" "c" "last field"
is "$(echo 'a,b,c' | $FC -f 3,1)" "c,a" "fields in the order given"
is "$(echo 'a;b;c' | $FC -d ';' -f 2)" "b" "other delimiter"
is "$(echo 'a,b' | $FC -f 5)" "" "missing field is empty"
is "$(printf 'x,1\ny,2\n' | $FC -f 2 | tr '\n' ' ')" "1 2 " "two lines"
done_testing
