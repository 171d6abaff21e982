#!/bin/sh
# Regenerates the Python traceback samples in this directory from the sources in src/.
# Tool: CPython 3.11.2 (Debian python3.11 3.11.2-6+deb12u6, /usr/bin/python3).
# Each sample is the interpreter's combined stdout and stderr.
#   plain.log    python3 plain.py    (exit 1: ZeroDivisionError)
#   chained.log  python3 chained.py  (exit 1: "During handling of the above exception")
#   cause.log    python3 cause.py    (exit 1: "The above exception was the direct cause")
#   syntax.log   python3 syntax.py   (exit 1: SyntaxError, no traceback frames)
#   compileall.log  python3 -m compileall pkg  (exit 1: SyntaxErrors in two files)
set -u
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/src"
for name in plain chained cause syntax; do
	/usr/bin/python3 "$name.py" > "$here/$name.log" 2>&1
done
rm -rf pkg/__pycache__ pkg/*/__pycache__
/usr/bin/python3 -m compileall pkg > "$here/compileall.log" 2>&1
rm -rf pkg/__pycache__ pkg/*/__pycache__
