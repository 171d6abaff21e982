#!/bin/sh
. "$(dirname "$0")/tap.sh"
FC=./fieldcut
is "$(echo 'a,,c' | $FC -f 2)" "" "empty middle field"
is "$(echo ',b' | $FC -f 1)" "" "empty first field"
is "$(echo '"x,y",z' | $FC -f 2)" "z" "quoted field with comma"
is "$(echo 'a,b,' | $FC -f 3)" "" "empty last field"
done_testing
