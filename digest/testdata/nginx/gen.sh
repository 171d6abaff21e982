#!/bin/sh
# Makes error.log and access.log of a real nginx (Debian nginx-light 1.22.1) serving a
# temp dir on 127.0.0.1:8089, with a missing upstream, missing files and a forbidden dir.
# Run as root from this folder: sh gen.sh
set -eu
d=$(mktemp -d)
mkdir -p "$d/www/private" "$d/logs"
echo hello > "$d/www/index.html"
chmod 755 "$d" "$d/www"; chmod 644 "$d/www/index.html"
chmod 000 "$d/www/private"
cat > "$d/nginx.conf" <<CONF
worker_processes 1;
error_log $d/logs/error.log info;
pid $d/nginx.pid;
events { worker_connections 64; }
http {
  access_log $d/logs/access.log;
  server {
    listen 127.0.0.1:8089;
    root $d/www;
    location /api/ { proxy_pass http://127.0.0.1:8099; }
  }
}
CONF
nginx -c "$d/nginx.conf"
sleep 0.5
for i in $(seq 1 40); do curl -s -o /dev/null "http://127.0.0.1:8089/index.html?i=$i"; done
for p in /missing.css /favicon.ico /img/logo-4711.png /wp-login.php; do curl -s -o /dev/null "http://127.0.0.1:8089$p"; done
for i in 1 2 3; do curl -s -o /dev/null "http://127.0.0.1:8089/api/orders/$i"; done
curl -s -o /dev/null "http://127.0.0.1:8089/private/"
for i in $(seq 1 20); do curl -s -o /dev/null "http://127.0.0.1:8089/?page=$i"; done
nginx -c "$d/nginx.conf" -s stop
sleep 0.5
cp "$d/logs/error.log" error.log
cp "$d/logs/access.log" access.log
chmod 755 "$d/www/private"; rm -rf "$d"
