#!/bin/sh
# Makes postgres.log of a real PostgreSQL 15 server (Debian) started with pg_ctl on a temp
# data dir (port 5439), with bad SQL, a failed connection and a shutdown.
# Run as root from this folder: sh gen.sh
set -eu
bin=$(ls -d /usr/lib/postgresql/*/bin | tail -1)
d=$(mktemp -d)
chown postgres "$d"
su postgres -c "$bin/initdb -D $d/data -A trust >/dev/null"
su postgres -c "$bin/pg_ctl -D $d/data -o '-p 5439 -k $d' -l $d/postgres.log start >/dev/null"
sleep 1
psql() { su postgres -c "psql -h $d -p 5439 -X -q $*" >/dev/null 2>&1 || true; }
psql "-c 'create table orders(id int primary key, total numeric)'"
for i in $(seq 1 20); do psql "-c 'insert into orders values ($i, $i.5)'"; done
psql "-c 'insert into orders values (3, 1)'"
psql "-c 'select * from ordrs'"
psql "-c 'select total/0 from orders where id = 1'"
psql "-c 'selec 1'"
psql "-d nosuchdb -c 'select 1'"
psql "-c 'select pg_sleep(0.1)'"
su postgres -c "$bin/pg_ctl -D $d/data stop >/dev/null"
cp "$d/postgres.log" postgres.log
rm -rf "$d"
