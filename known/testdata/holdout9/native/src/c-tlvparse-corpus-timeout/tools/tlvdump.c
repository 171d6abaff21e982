#include <stdio.h>

#include "tlv.h"

static int show(const struct tlv *t, int depth, void *ctx)
{
	(void)ctx;
	printf("%*s0x%02x (%zu bytes)\n", depth * 2, "", t->tag, t->len);
	return 0;
}

int main(int argc, char **argv)
{
	static uint8_t buf[1 << 16];
	FILE *f = argc > 1 ? fopen(argv[1], "rb") : stdin;
	if (!f)
		return 1;
	size_t n = fread(buf, 1, sizeof buf, f);
	return tlv_walk(buf, n, show, NULL) < 0;
}
