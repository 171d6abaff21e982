#!/bin/sh
echo "waiting for http://localhost:8080/health"
i=0
while :; do
	i=$((i + 1))
	echo "attempt $i: connection refused, retrying in 1s"
	sleep 1
done
