#!/bin/sh
# Regenerates the javac samples in this directory from the sources in src/.
# Tool: javac 17.0.15 (Debian openjdk-17-jdk-headless 17.0.15+6-1~deb12u1).
# Each sample is the tool's combined stdout and stderr, exactly as printed.
#   two-files.log  javac -d OUT Inventory.java Report.java Item.java   (exit 1: two independent errors)
#   syntax.log     javac -d OUT Syntax.java                            (exit 1: two errors in one file)
#   warnings.log   javac -Xlint:all -d OUT Legacy.java Item.java       (exit 0: four warnings)
#   two-files-crlf.log  two-files.log with CRLF line ends (as a Windows runner stores it), made by sed
#   missing-packages.log  javac -d OUT Geofence.java Dwell.java in src/missingdep (exit 1: two missing packages, one lossy conversion)
#   werror.log     javac -Xlint:all -Werror -d OUT Legacy.java Item.java  (exit 1: warnings, failed by -Werror)
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
cd "$here/src"
javac -d "$out" Inventory.java Report.java Item.java > "$here/two-files.log" 2>&1
javac -d "$out" Syntax.java > "$here/syntax.log" 2>&1
javac -Xlint:all -d "$out" Legacy.java Item.java > "$here/warnings.log" 2>&1
sed 's/$/\r/' "$here/two-files.log" > "$here/two-files-crlf.log"
# Two imports from packages the class path lacks (a test library used in main code, a
# library never declared), what they leave unresolved, and an independent error in another
# file: src/missingdep.
(cd "$here/src/missingdep" && javac -d "$out" Geofence.java Dwell.java) > "$here/missing-packages.log" 2>&1
# -Werror: the same warnings, and the one error that they fail the build.
(cd "$here/src" && javac -Xlint:all -Werror -d "$out" Legacy.java Item.java) > "$here/werror.log" 2>&1
# Two test classes compiled without JUnit on the class path (src/nojunit): each file's
# imports of org.junit fail, and every annotation and assertion they leave unresolved.
(cd "$here/src/nojunit" && javac -d "$out" Money.java MoneyTest.java LedgerTest.java) > "$here/no-junit-two-files.log" 2>&1
# A method whose return type changed from Customer to Optional<Customer> (src/optional):
# its callers' errors name Optional<Customer>; a String's size() is an unrelated mistake.
(cd "$here/src/optional" && javac -d "$out" Customer.java Customers.java Greeting.java) > "$here/optional-return.log" 2>&1
# An interface method that gained a parameter (src/iface): both implementers no longer
# implement it, and their @Override methods override nothing; a String's length read as
# a field is an unrelated mistake.
(cd "$here/src/iface" && javac -d "$out" Parcel.java Carrier.java Dhl.java PostNord.java Quote.java) > "$here/interface-changed.log" 2>&1
