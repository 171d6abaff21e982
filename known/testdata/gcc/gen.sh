#!/bin/sh
# Real gcc and clang diagnostics for the gcc format (which reads both).
# Tools: gcc (Debian 12.2.0-14+deb12u1) 12.2.0, Debian clang version 14.0.6.
# Run from anywhere: sh known/testdata/gcc/gen.sh
cd "$(dirname "$0")/src" || exit 1
gcc -c missing_header.c > ../gcc-missing-header.log 2>&1
gcc -Wall -c cascade.c > ../gcc-undeclared-cascade.log 2>&1
gcc -c include_chain.c > ../gcc-include-chain.log 2>&1
g++ -c template.cpp > ../gxx-template-chain.log 2>&1
clang -Wall -c cascade.c > ../clang-errors.log 2>&1
gcc -Wall -fdiagnostics-color=always -c cascade.c > ../gcc-color.log 2>&1
# CRLF: the same output as a Windows runner would store it.
gcc -c include_chain.c 2>&1 | sed 's/$/\r/' > ../gcc-include-chain-crlf.log
# A header that lost its #include <stdint.h> (every fixed-width type in it unknown), and
# an independent typo'd member in the source: gcc and clang.
gcc -Wall -c wire.c > ../gcc-unknown-types.log 2>&1
clang -Wall -c wire.c > ../clang-unknown-types.log 2>&1
# A header that lost its include guard, included twice: its struct, then each function in
# it, is redefined (gcc says "conflicting types" for the functions, clang "redefinition").
gcc -Wall -c segment.c > ../gcc-unguarded-header.log 2>&1
clang -Wall -c segment.c > ../clang-unguarded-header.log 2>&1
# A map keyed by a struct with no std::hash: errors inside the standard library's
# headers, one after the other (g++).
g++ -c hashkey.cpp > ../gxx-unordered-map-no-hash.log 2>&1
# A renamed namespace used throughout, past clang's error limit.
clang++ -ferror-limit=4 -c manyerrs.cpp > ../clang-error-limit.log 2>&1
# A header's std::optional members built as C++14: each fails to parse, so the struct
# lacks them where the .cpp uses them (g++).
g++ -std=c++14 -c feedopts.cpp > ../gxx-cxx14-optional-members.log 2>&1
# A header's std::map member without <map>: the member is dropped, and each of its
# class's functions that uses it finds it undeclared (g++).
g++ -std=c++17 -c stock.cpp > ../gxx-missing-map-include.log 2>&1
# A header's alias of std::function without <functional> (src/evbus): the alias names no
# type, so the struct member, the parameters and the initializer that use it all fail in
# the translation unit that reads it (g++).
(cd evbus && g++ -std=c++17 -c bus.cpp -o /dev/null) > ../gxx-missing-functional-alias.log 2>&1
# A header using bool without <stdbool.h>, and a source using true and false: gcc's notes
# name the header each time, one problem; and an independent undeclared name (gcc).
(cd flags && gcc -Wall -c flags.c -o /dev/null) > ../gcc-missing-stdbool-notes.log 2>&1
# An enum whose names clash with syslog.h's macros (LOG_INFO...): the enum declares none
# of them, so its names used later are undeclared, one problem; and an independent
# undeclared name in another function (gcc).
(cd logsink && gcc -Wall -c sink.c -o /dev/null) > ../gcc-enum-macro-clash.log 2>&1
# A header missing <vector> and <string> (gcc's notes name each), and an independent
# undeclared name that the failed declarations did not declare (g++).
(cd names && g++ -std=c++17 -Wall -c names.cpp -o /dev/null) > ../gxx-missing-includes-and-undeclared.log 2>&1
# A header using std::uint8_t and its kin without <cstdint> (src/packet): the alias, the
# struct and the functions built on them fail across the translation unit, one problem;
# and an independent undeclared name (g++, which names no header for these).
(cd packet && g++ -std=c++17 -Wall -c packet.cpp -o /dev/null) > ../gxx-missing-cstdint.log 2>&1
# Success with warnings only.
gcc -Wall -Wextra -c warnings.c > ../gcc-warnings-only.log 2>&1
echo 0 > ../gcc-warnings-only.exit
rm -f ./*.o
