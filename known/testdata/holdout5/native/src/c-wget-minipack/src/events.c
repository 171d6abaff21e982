#include "events.h"

static const struct event demo[] = {
	{ "cpu", "node-1", 1714000000000, 0.42, { "prod", "eu-west" } },
	{ "mem", "node-1", 1714000000500, 0.77, { "prod" } },
	{ "disk", "node-2", 1714000001000, 0.91, { "prod", "alert", "eu-west" } },
};

size_t events_load_demo(struct event *out, size_t max)
{
	size_t n = sizeof demo / sizeof demo[0];
	if (n > max)
		n = max;
	for (size_t i = 0; i < n; i++)
		out[i] = demo[i];
	return n;
}
