#!/bin/sh
# Real output of tools no exact format reads, for the generic fallback.
# Tools: git 2.39 (Debian 12), GNU bash 5.2.15, gcc 12.2.0.
cd "$(dirname "$0")" || exit 1
# git outside a repository, after some progress lines.
(cd /tmp && echo "fetching sources" && git -C /tmp/wt-no-such-repo status) > git-fatal.log 2>&1
echo $? > git-fatal.exit
# A deploy script's own ERROR line among noise that only looks like errors.
bash -c '
echo "gcc -Wall -Werror -c error_log.c -o error_log.o"
echo "checked 14 files: 0 errors, 0 failures"
echo "uploading artifacts (errors=0)"
echo "ERROR: deploy failed: connection refused to registry.example.com:443"
exit 1' > deploy-error.log 2>&1
echo $? > deploy-error.exit
# Noise only, and a success: nothing must be reported.
bash -c '
gcc -Wall -Werror=format -c /dev/null -x c -o /dev/null && echo "cc -Werror ok"
echo "Summary: 12 passed, 0 failed, 0 errors"
echo "set error_log = /var/log/app/error.log"' > noise-success.log 2>&1
echo $? > noise-success.exit
# A coverage gate after passing tests (src/covgate): go test says ok for each package,
# then the script's own FAIL: line ends the log.
(cd src/covgate && sh coverage.sh; status=$?; rm -f coverage.out; exit $status) > coverage-gate.log 2>&1
echo $? > coverage-gate.exit
