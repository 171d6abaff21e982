#include <stdio.h>
#include <string.h>
#include "internal.h"

int quill_format_csv(struct quill_buf *b, enum quill_level lvl, const char *msg)
{
	char head[48];
	int n = snprintf(head, sizeof head, "%lld,%s,\"", quill_clock_ms(), quill_level_name(lvl));
	if (n < 0 || quill_buf_append(b, head, (size_t)n))
		return QUILL_ENOSPC;
	for (; *msg; msg++)
		if ((*msg == '"' && quill_buf_append(b, "\"", 1)) || quill_buf_append(b, msg, 1))
			return QUILL_ENOSPC;
	return quill_buf_append(b, "\"\n", 2);
}
