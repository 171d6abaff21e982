#include <stdio.h>

#include "sensord.h"

static int poll_sensor(struct sensor *s, const struct driver *d, struct reading *out)
{
	if (s->nsamples < SENSORD_MAX_SAMPLES)
		s->samples[s->nsamples++] = s->last_raw;
	return d->read(s, out);
}

int poll_once(struct config *cfg, const struct driver **drv, struct reading *out)
{
	int n = 0;
	for (unsigned i = 0; i < cfg->nsensors; i++) {
		if (!drv[i])
			continue;
		if (poll_sensor(&cfg->sensors[i], drv[i], &out[n]) == 0)
			n++;
		else
			fprintf(stderr, "sensord: %s: read failed\n", cfg->sensors[i].name);
	}
	return n;
}
