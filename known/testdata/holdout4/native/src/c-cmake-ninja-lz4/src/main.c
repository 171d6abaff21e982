#include <stdio.h>
#include <stdlib.h>
#include "logship/logship.h"

int main(int argc, char **argv)
{
	struct ship_config cfg = { "https://logs.internal:9443/ingest", 500, 64 };
	struct batch b = { 0 };
	char *out;
	int out_len;

	if (argc > 1 && config_load(&cfg, argv[1]) != 0) {
		fprintf(stderr, "logship: cannot read %s\n", argv[1]);
		return 1;
	}
	batch_add(&b, "logship started");
	if (compress_batch(&b, &out, &out_len) != 0)
		return 1;
	transport_send(&cfg, out, out_len);
	free(out);
	free(b.buf);
	return 0;
}
