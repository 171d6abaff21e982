#!/bin/bash
set -x
make || exit 1
make check || exit 1
make memcheck
