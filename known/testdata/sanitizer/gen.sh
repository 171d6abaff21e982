#!/bin/sh
# Real AddressSanitizer output for the sanitizer format.
# Tools: Debian clang 14.0.6, -fsanitize=address,undefined -g -O0.
cd "$(dirname "$0")/src" || exit 1
clang -fsanitize=address,undefined -g -O0 -o /tmp/wt-uaf uaf.c || exit 1
/tmp/wt-uaf > ../asan-use-after-free.log 2>&1
echo $? > ../asan-use-after-free.exit
sed -i "s|$(pwd)/||" ../asan-use-after-free.log
rm -f /tmp/wt-uaf
clang -fsanitize=undefined -fno-sanitize-recover=undefined -g -O0 -o /tmp/wt-overflow overflow.c || exit 1
/tmp/wt-overflow > ../ubsan-overflow.log 2>&1
echo $? > ../ubsan-overflow.exit
sed -i "s|$(pwd)/||" ../ubsan-overflow.log
rm -f /tmp/wt-overflow
