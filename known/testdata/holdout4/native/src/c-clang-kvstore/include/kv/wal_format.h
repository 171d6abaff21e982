#ifndef KV_WAL_FORMAT_H
#define KV_WAL_FORMAT_H
#include <stdint.h>

#define WAL_MAGIC 0x57414c31u

struct wal_header {
	uint32_t magic;
	uint32_t version;
	uint64_t first_lsn;
};

#endif
