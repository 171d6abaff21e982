#!/bin/bash
# waits for kvserve's ready file (the service config writes it to $STATE_DIR)
STATE_DIR=${STATE_DIR:-/tmp/wisptriage-holdout12-native/c-kvserve/state}
i=0
until [ -f "$STATE_DIR/kvserve.ready" ]; do
	i=$((i + 1))
	echo "waiting for kvserve ($i)..."
	sleep 1
done
echo "kvserve is up (pid $(cat "$STATE_DIR/kvserve.ready"))"
