#!/bin/bash
set -ex
gcc --version | head -n1
ld --version | head -n1
make
./colorq '#102030' '#f0e0d0'
