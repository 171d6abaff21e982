#include <string.h>
#include "codec.h"

int frame_encode(const struct frame *f, unsigned char *out, size_t cap)
{
	if (cap < 12 + (size_t)f->len)
		return -1;
	memcpy(out, &f->magic, 4);
	memcpy(out + 4, &f->len, 4);
	memcpy(out + 8, &f->sum, 4);
	memcpy(out + 12, f->payload, f->len);
	return (int)(12 + f->len);
}
