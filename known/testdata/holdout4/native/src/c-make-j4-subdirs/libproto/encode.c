#include <string.h>
#include "proto.h"

int proto_encode(const struct frame *f, unsigned char *buf, size_t cap)
{
	if (cap < 9 + f->len)
		return -1;
	buf[0] = (unsigned char)f->type;
	for (int i = 0; i < 4; i++)
		buf[1 + i] = (unsigned char)(f->seq >> (24 - 8 * i));
	for (int i = 0; i < 4; i++)
		buf[5 + i] = (unsigned char)(f->len >> (24 - 8 * i));
	memcpy(buf + 9, f->payload, f->len);
	return (int)(9 + f->len);
}
