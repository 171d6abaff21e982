#ifndef PKTLOG_CONFIG_H
#define PKTLOG_CONFIG_H

/* sizes are in bytes; LOG_BUF_MAX replaces the old BUF_MAX (the ring now
 * keeps whole records, see ring.c) */
#define LOG_BUF_MAX   4096
#define RING_SLOTS    64
#define MAX_FILTERS   16

#endif
