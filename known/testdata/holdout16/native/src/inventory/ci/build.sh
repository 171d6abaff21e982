#!/bin/bash
set -ex
cc --version | head -n1
make
make check
./build/inventory --low 10 stock.csv
