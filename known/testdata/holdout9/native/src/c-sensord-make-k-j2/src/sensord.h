#ifndef SENSORD_H
#define SENSORD_H

#include <stddef.h>
#include <stdint.h>

#define SENSORD_MAX_SAMPLES 64

struct reading {
	double value;
	const char *unit;
};

struct sensor {
	char name[32];
	char bus[16];
	int last_raw;
	double scale, offset;
	double samples[SENSORD_MAX_SAMPLES];
	unsigned nsamples;
};

struct driver {
	const char *name;
	int (*read)(struct sensor *s, struct reading *out);
};

struct config {
	char name[64];
	char output[128];
	unsigned interval_ms;
	unsigned nsensors;
	struct sensor sensors[16];
};

int config_load(struct config *cfg, const char *path);
void config_defaults(struct config *cfg);
const struct driver *registry_find(const char *name);
int poll_once(struct config *cfg, const struct driver **drv, struct reading *out);
int output_write(const struct config *cfg, const struct reading *r, size_t n);

#endif
