#ifndef HUB_H
#define HUB_H
#include <stddef.h>
#include <stdint.h>

enum mode { MODE_RAW, MODE_SCALED };

struct bus {
	int fd;
	unsigned errors;
};

struct sample {
	enum mode mode;
	double value;
	uint8_t channel;
};

struct driver {
	const char *name;
	int (*probe)(struct bus *b, int retries);
	int (*read)(struct bus *b, struct sample *out);
};

int bus_read8(struct bus *b, uint8_t addr, uint8_t reg);
size_t bus_read(struct bus *b, uint8_t addr, uint8_t *buf, size_t n);
#endif
