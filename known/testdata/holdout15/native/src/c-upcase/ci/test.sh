#!/bin/bash
set -ex
make all
timeout 5 make check
