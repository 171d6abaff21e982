#include "tlv.h"

static long walk(const uint8_t *buf, size_t n, tlv_visit visit, void *ctx, int depth)
{
	long count = 0;
	size_t off = 0;

	if (depth > 16)
		return -1;
	while (off < n) {
		struct tlv t;
		size_t len;
		t.tag = buf[off];
		int hl = varlen_decode(buf + off + 1, n - off - 1, &len);
		if (hl < 0 || len > n - off - 1 - hl)
			return -1;
		t.len = len;
		t.value = buf + off + 1 + hl;
		if (visit && visit(&t, depth, ctx) < 0)
			return -1;
		count++;
		if (t.tag & 0x80) {
			long sub = walk(t.value, t.len, visit, ctx, depth + 1);
			if (sub < 0)
				return -1;
			count += sub;
		}
		/* skip to the next element: header plus value */
		off += t.len ? 1 + hl + t.len : 0;
	}
	return count;
}

long tlv_walk(const uint8_t *buf, size_t n, tlv_visit visit, void *ctx)
{
	return walk(buf, n, visit, ctx, 0);
}
