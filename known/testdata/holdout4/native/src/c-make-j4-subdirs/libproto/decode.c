#include "proto.h"

int proto_decode(const unsigned char *buf, size_t len, struct frame *f)
{
	if (len < 9)
		return -1;
	f->type = (enum frame_type)buf[0];
	f->seq = (uint32_t)buf[1] << 24 | (uint32_t)buf[2] << 16 | (uint32_t)buf[3] << 8 | buf[4];
	f->len = (size_t)buf[5] << 24 | (size_t)buf[6] << 16 | (size_t)buf[7] << 8 | buf[8];
	if (len < 9 + f->len)
		return -1;
	f->payload = (unsigned char *)buf + 9;
	return (int)(9 + f->len);
}
