#include <stdio.h>
#include "proto.h"

int with_retry(int (*fn)(const unsigned char *, int), const unsigned char *buf, int len);

static int write_out(const unsigned char *buf, int len)
{
	return fwrite(buf, 1, (size_t)len, stdout) == (size_t)len ? 0 : -1;
}

int send_frame(struct frame *f)
{
	unsigned char buf[512];
	int n = proto_encode(f, buf, sizeof buf);
	int rc = n < 0 ? -1 : with_retry(write_out, buf, n);
	proto_frame_free(f);
	return rc;
}
