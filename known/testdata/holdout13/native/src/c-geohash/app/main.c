#include <stdio.h>
#include <stdlib.h>
#include "geohash.h"
#include "sbuf.h"

int cli_run(int argc, char **argv, struct sbuf *out);

int main(int argc, char **argv)
{
	struct sbuf out;
	sbuf_init(&out);
	int rc = cli_run(argc, argv, &out);
	if (out.p)
		fputs(out.p, stdout);
	sbuf_free(&out);
	return rc;
}
