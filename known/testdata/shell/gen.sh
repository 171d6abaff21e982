#!/bin/sh
# Real bash output for the shell format: GNU bash 5.2.15 (Debian 12), coreutils 9.1.
cd "$(dirname "$0")" || exit 1
# A set -e script stopped by a missing command (exit 127).
bash -c 'set -e; echo "building"; frobnicate --all; echo "not reached"' > command-not-found.log 2>&1
echo $? > command-not-found.exit
# A child killed by SIGKILL (what the OOM killer does), exit 137.
bash -c 'echo "allocating"; bash -c "kill -9 \$\$"; exit $?' > killed.log 2>&1
echo $? > killed.exit
# A timeout (exit 124), with -v so timeout says what it did.
bash -c 'echo "waiting for server"; timeout -v 1 sleep 5' > timeout.log 2>&1
echo $? > timeout.exit
# A set -ex script that stops after a failing command that prints nothing.
bash -c 'set -ex; echo prepare; test -f /nonexistent/config.yml; echo never' > set-e-stop.log 2>&1
echo $? > set-e-stop.exit
# A set -e deploy script stopped by coreutils: mkdir without -p into a directory that is not
# there, after steps that passed.
bash -c 'set -e; echo "==> build"; echo "built 12 pages"; echo "==> assemble"; mkdir /tmp/wt-site-missing/public/v2; echo "not reached"' > set-e-mkdir.log 2>&1
echo $? > set-e-mkdir.exit
# A set -e packaging script stopped by tar: two files it was told to pack are not there;
# tar names each, then says it exits with failure.
rm -rf /tmp/wt-pkg && mkdir -p /tmp/wt-pkg/app-1.0/bin && echo '#!/bin/sh' > /tmp/wt-pkg/app-1.0/bin/app
bash -c 'set -e; cd /tmp/wt-pkg; echo "packaging app 1.0"; tar -czf app-1.0.tar.gz app-1.0/bin/app app-1.0/share/man/man1/app.1 app-1.0/README; echo "not reached"' > set-e-tar.log 2>&1
echo $? > set-e-tar.exit
rm -rf /tmp/wt-pkg
# Jobs a signal ended, as bash reports them in a script: a file over ulimit -f (SIGXFSZ,
# exit 153), and an abort with core dumps off (SIGABRT, exit 134).
bash scripts/export-limited.sh > file-size-limit.log 2>&1
echo $? > file-size-limit.exit
rm -f /tmp/wt-shell-export.csv
bash scripts/abort-no-core.sh > aborted-no-core.log 2>&1
echo $? > aborted-no-core.exit
