#!/bin/sh
# Makes redis.log of a real redis-server (Debian 7.0.15) on 127.0.0.1:6390: start,
# writes, a BGSAVE into a directory it cannot write, a config error, shutdown.
# Run from this folder: sh gen.sh
set -eu
d=$(mktemp -d)
redis-server --port 6390 --bind 127.0.0.1 --dir "$d" --logfile "$d/redis.log" --daemonize yes --save "" --loglevel verbose
sleep 0.5
for i in $(seq 1 30); do redis-cli -p 6390 set "k$i" "v$i" >/dev/null; done
redis-cli -p 6390 config set dir /proc >/dev/null 2>&1 || true
redis-cli -p 6390 bgsave >/dev/null 2>&1 || true
sleep 0.5
redis-cli -p 6390 config set dir "$d" >/dev/null
redis-cli -p 6390 config set maxmemory-policy nonsense >/dev/null 2>&1 || true
redis-cli -p 6390 shutdown nosave >/dev/null 2>&1 || true
sleep 0.5
cp "$d/redis.log" redis.log
rm -rf "$d"
