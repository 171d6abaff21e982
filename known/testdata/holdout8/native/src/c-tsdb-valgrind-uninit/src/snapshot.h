#ifndef TSDB_SNAPSHOT_H
#define TSDB_SNAPSHOT_H
#include <stddef.h>
#include <stdint.h>

struct point {
	int64_t ts;
	double value;
};

/* on-disk header: written as-is, read back with read() */
struct snap_header {
	char magic[4];      /* "TSDB" */
	uint16_t version;
	uint8_t flags;
	/* 1 byte of padding here */
	uint32_t count;
	uint64_t first_ts;
	uint64_t last_ts;
};

struct series {
	char name[48];
	size_t len, cap;
	struct point *pts;
};

int series_init(struct series *s, const char *name, size_t cap);
int series_append(struct series *s, int64_t ts, double v);
void series_drop_before(struct series *s, int64_t ts);
double series_max(const struct series *s);
void series_free(struct series *s);
int snapshot_write(const char *path, const struct series *s);
int snapshot_read(const char *path, struct series *s);

#endif
