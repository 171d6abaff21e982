#include <stdio.h>
#include "logsink.h"

static int append_fields(char *buf, size_t len, size_t nkv, const struct kv kv)
{
	size_t used = 0;
	for (size_t i = 0; i < nkv && used < len; i++) {
		int n = snprintf(buf + used, len - used, " %s=%s", kv[i].key, kv[i].value);
		if (n < 0)
			return -1;
		used += (size_t)n;
	}
	return (int)used;
}

int format_line(char *buf, size_t len, enum log_level lvl, const char *msg,
		size_t nkv, const struct kv *kv)
{
	int n = snprintf(buf, len, "[%s] %s", level_name(lvl), msg);
	if (n < 0 || (size_t)n >= len)
		return n;
	int m = append_fields(buf + n, len - (size_t)n, nkv, *kv);
	return m < 0 ? m : n + m;
}
