#!/bin/bash
set -eu
make
make check
# exports must stay small: cap what one step may write (1 MiB)
ulimit -f 1024
./build/inventory --export build/stock-export.csv stock.csv
wc -l build/stock-export.csv
