#include <stdio.h>
#include <string.h>
#include "internal.h"

int quill_escape_json(struct quill_buf *b, const char *s)
{
	char tmp[8];
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		const char *rep = NULL;
		switch (c) {
		case '"': rep = "\\\""; break;
		case '\\': rep = "\\\\"; break;
		case '\n': rep = "\\n"; break;
		case '\t': rep = "\\t"; break;
		default:
			if (c < 0x20) {
				snprintf(tmp, sizeof tmp, "\\u%04x", c);
				rep = tmp;
			}
		}
		if (rep ? quill_buf_append(b, rep, strlen(rep)) : quill_buf_append(b, s, 1))
			return QUILL_ENOSPC;
	}
	return QUILL_OK;
}
