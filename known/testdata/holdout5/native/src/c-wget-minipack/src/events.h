#ifndef EVENTS_H
#define EVENTS_H
#include <stddef.h>
#include <stdint.h>

struct event {
	const char *kind;
	const char *source;
	int64_t at_ms;
	double value;
	const char *tags[4];
};
size_t events_load_demo(struct event *out, size_t max);
size_t encode_events(const struct event *ev, size_t n, uint8_t *buf, size_t cap);
#endif
