#!/bin/sh
# Travis CI cannot run here. The inner output is real (../gcc/gcc-missing-header.log,
# gcc 12.2.0); the lines around it are built by hand in the shape Travis CI documents
# and prints ("$ cmd", `The command "..." exited with N.`, "Done. Your build exited
# with N."), with its CRLF line ends and ANSI colours. Marked as constructed.
cd "$(dirname "$0")" || exit 1
esc=$(printf '\033')
{
	printf 'travis_fold:start:install\r%s[0K%s[33;1m$ sudo apt-get install -y libfoo-dev%s[0m\n' "$esc" "$esc" "$esc"
	echo "Reading package lists..."
	echo "libfoo-dev is already the newest version (1.2-3)."
	printf 'travis_fold:end:install\r%s[0K\n' "$esc"
	printf '%s[33;1m$ gcc -c missing_header.c%s[0m\n' "$esc" "$esc"
	cat ../gcc/gcc-missing-header.log
	echo ""
	printf '%s[31;1mThe command "gcc -c missing_header.c" exited with 1.%s[0m\n' "$esc" "$esc"
	echo ""
	echo ""
	echo "Done. Your build exited with 1."
} | sed 's/$/\r/' > travis-gcc-constructed.log
