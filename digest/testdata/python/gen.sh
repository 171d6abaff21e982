#!/bin/sh
# Makes worker.log from worker.py with the system Python 3 and its logging module.
set -eu
python3 worker.py > worker.log
python3 --version > version.txt
