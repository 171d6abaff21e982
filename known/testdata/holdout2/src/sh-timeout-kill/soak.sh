#!/bin/bash
set -euo pipefail
echo "soak: starting 3 workers"
for i in 1 2 3; do echo "soak: worker $i ready"; done
echo "soak: generating load"
timeout -s KILL 3 /usr/bin/python3 -c '
import time
buf = []
i = 0
while True:
    buf.append(bytearray(1024))
    i += 1
    if i % 20000 == 0:
        print(f"allocated {i // 1024} MiB", flush=True)
        time.sleep(0.5)
'
echo "soak: done"
