import os
import signal
import sys

print("loading 2.1M documents", flush=True)
for n in (250000, 500000, 750000, 1000000):
    print(f"indexed {n} documents, rss {n // 1000} MB", flush=True)
# The kernel's OOM killer ends the process here on a small runner.
os.kill(os.getpid(), signal.SIGKILL)
