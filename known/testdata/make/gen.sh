#!/bin/sh
# Real GNU make output for the make format.
# Tools: GNU Make 4.3, gcc (Debian 12.2.0-14+deb12u1) 12.2.0.
cd "$(dirname "$0")/src" || exit 1
# Two independent compile failures, interleaved by -k -j2, after a sub-make.
make clean > /dev/null
make -k -j2 > ../make-k-j-two-failures.log 2>&1
echo $? > ../make-k-j-two-failures.exit
make clean > /dev/null
# A target with no rule: make's own error, no compiler involved.
make missing-target > ../make-no-rule.log 2>&1
make clean > /dev/null
# Recursive make -k: the library's directory fails to compile, the program's directory
# then has no rule for the library that was never made (src/recursive).
(cd recursive && make -k) > ../make-recursive-missing-library.log 2>&1
echo $? > ../make-recursive-missing-library.exit
rm -f recursive/app/*.o recursive/proto/*.o recursive/app/mqttlite
# make -k over an object directory no rule creates (src/objdir): each compile fails to
# open its dependency file there.
(cd objdir && make -k CC=gcc) > ../make-k-missing-objdir.log 2>&1
echo $? > ../make-k-missing-objdir.exit
