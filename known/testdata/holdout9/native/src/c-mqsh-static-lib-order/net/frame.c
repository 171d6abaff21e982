#include <string.h>
#include "net.h"
#include "util.h"

size_t frame_encode(const char *topic, const void *payload, size_t n, uint8_t *out, size_t cap)
{
	size_t tl = strlen(topic);
	if (tl > 255 || 3 + tl + n > cap)
		return 0;
	out[0] = (uint8_t)tl;
	memcpy(out + 1, topic, tl);
	out[1 + tl] = (uint8_t)(n >> 8);
	out[2 + tl] = (uint8_t)n;
	memcpy(out + 3 + tl, payload, n);
	return 3 + tl + n;
}

int frame_decode(const uint8_t *in, size_t n, char *topic, size_t tcap, size_t *payload_off)
{
	if (n < 1 || n < 3u + in[0])
		return -1;
	char tmp[256];
	memcpy(tmp, in + 1, in[0]);
	tmp[in[0]] = '\0';
	util_strlcpy(topic, tmp, tcap);
	*payload_off = 3 + in[0];
	return (in[1 + in[0]] << 8) | in[2 + in[0]];
}
