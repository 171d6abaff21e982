#include "slug.h"

int utf8_len(unsigned char lead)
{
	int unused_count;

	if (lead < 0x80)
		return 1;
	if ((lead & 0xE0) == 0xC0)
		return 2;
	if ((lead & 0xF0) == 0xE0)
		return 3;
	return 4;
}
