#include <stdio.h>
#include <string.h>
#include "internal.h"

int quill_format_json(struct quill_buf *b, enum quill_level lvl, const char *msg, const char *const *kv)
{
	char head[64];
	int n = snprintf(head, sizeof head, "{\"ts\":%lld,\"level\":\"%s\",\"msg\":\"", quill_clock_ms(),
			 quill_level_name(lvl));
	if (n < 0 || quill_buf_append(b, head, (size_t)n) || quill_escape_json(b, msg))
		return QUILL_ENOSPC;
	if (quill_buf_append(b, "\"", 1))
		return QUILL_ENOSPC;
	for (; kv && kv[0] && kv[1]; kv += 2) {
		if (quill_buf_append(b, ",\"", 2) || quill_escape_json(b, kv[0]) ||
		    quill_buf_append(b, "\":\"", 3) || quill_escape_json(b, kv[1]) ||
		    quill_buf_append(b, "\"", 1))
			return QUILL_ENOSPC;
	}
	return quill_buf_append(b, "}\n", 2);
}
