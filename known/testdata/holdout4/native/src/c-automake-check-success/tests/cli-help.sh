#!/bin/sh
./ringlog --help | grep -q '^usage: ringlog'
