#!/bin/sh
. "$(dirname "$0")/tap.sh"
FC=./fieldcut
$FC </dev/null 2>/dev/null; is "$?" "2" "no -f is an error"
$FC -x 1 </dev/null 2>/dev/null; is "$?" "2" "unknown argument is an error"
is "$($FC -f 1 2>&1 </dev/null -q)" "fieldcut: unknown argument '-q'" "error message names the argument"
is "$(echo 'error: none' | $FC -d : -f 1)" "error" "a line with the word error is just data"
done_testing
