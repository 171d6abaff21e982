#!/bin/sh
# Real PHPUnit output for the phpunit format.
# Tools: PHPUnit 9.6.7 (Debian bookworm), PHP 8.2.
cd "$(dirname "$0")/src" || exit 1
phpunit --colors=never CartTest.php > ../phpunit-failures.log 2>&1
echo $? > ../phpunit-failures.exit
sed -i "s|$(pwd)/||" ../phpunit-failures.log
