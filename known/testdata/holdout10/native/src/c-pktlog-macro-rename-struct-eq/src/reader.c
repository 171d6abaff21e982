#include <string.h>
#include <unistd.h>
#include "pktlog.h"

int read_record(int fd, struct record *r)
{
	unsigned char hdr[8];
	ssize_t n = read(fd, hdr, sizeof hdr);
	if (n != (ssize_t)sizeof hdr)
		return -1;
	memcpy(&r->ts, hdr, 4);
	r->proto = hdr[4];
	r->len = (uint16_t)(hdr[6] | hdr[7] << 8);
	if (r->len > BUF_MAX)
		return -2;
	return read(fd, r->data, r->len) == r->len ? 0 : -1;
}

int skip_record(int fd)
{
	unsigned char scratch[BUF_MAX];
	return (int)read(fd, scratch, sizeof scratch);
}
