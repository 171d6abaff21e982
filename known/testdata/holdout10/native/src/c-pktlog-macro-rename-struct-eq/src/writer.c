#include <string.h>
#include <unistd.h>
#include "pktlog.h"

static unsigned char outbuf[BUF_MAX * 2];
static size_t outlen;

int write_record(int fd, const struct record *r)
{
	if (outlen + 8 + r->len > BUF_MAX * 2) {
		if (write(fd, outbuf, outlen) < 0)
			return -1;
		outlen = 0;
	}
	memcpy(outbuf + outlen, &r->ts, 4);
	outbuf[outlen + 4] = r->proto;
	outbuf[outlen + 5] = 0;
	outbuf[outlen + 6] = (unsigned char)(r->len & 0xff);
	outbuf[outlen + 7] = (unsigned char)(r->len >> 8);
	memcpy(outbuf + outlen + 8, r->data, r->len);
	outlen += 8 + r->len;
	return 0;
}
