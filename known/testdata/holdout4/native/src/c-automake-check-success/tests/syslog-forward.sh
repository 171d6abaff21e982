#!/bin/sh
# needs a syslog daemon listening on /dev/log
if [ ! -S /dev/log ]; then
	echo "no /dev/log socket: skipping"
	exit 77
fi
logger -t ringlog-test "ringlog forward test"
