#ifndef FLAGS_H
#define FLAGS_H
#include <stdint.h>

struct flag {
	const char *name;
	bool set;
	uint32_t mask;
};

bool flag_parse(struct flag *f, const char *arg);
#endif
