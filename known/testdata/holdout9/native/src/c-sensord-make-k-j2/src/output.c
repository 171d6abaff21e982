#include <stdio.h>
#include <string.h>
#include <time.h>

#include "sensord.h"

struct line_header {
	char host[32];
	long ts;
};

static void header_fill(struct line_header *hdr, const struct config *cfg)
{
	snprintf(hdr->host, sizeof hdr->host, "%s", cfg->name);
	hdr->ts = (long)time(NULL);
}

int output_write(const struct config *cfg, const struct reading *r, size_t n)
{
	struct line_header h, *hdr = &h;
	FILE *f = strcmp(cfg->output, "-") == 0 ? stdout : fopen(cfg->output, "a");
	if (!f)
		return -1;
	header_fill(hdr, cfg);
	for (size_t i = 0; i < n; i++)
		fprintf(f, "%s %ld %s=%g\n", hdr.host, hdr->ts, r[i].unit, r[i].value);
	if (f != stdout)
		fclose(f);
	return 0;
}
