#include <stdio.h>
#include <string.h>
#include "quill.h"

static int passed, failed;
#define T(name, cond)                                                     \
	do {                                                              \
		if (cond) {                                               \
			passed++;                                         \
			printf("ok   %s\n", name);                        \
		} else {                                                  \
			failed++;                                         \
			printf("FAIL %s (line %d)\n", name, __LINE__);    \
		}                                                         \
	} while (0)

int main(void)
{
	struct quill_buf b;
	enum quill_level lvl;
	const char *kv[] = { "user", "ada", "path", "/tmp/a\"b", NULL };

	T("buf init", quill_buf_init(&b, 4) == QUILL_OK && b.len == 0);
	T("append grows past the initial capacity", quill_buf_append(&b, "0123456789", 10) == QUILL_OK && b.len == 10);
	T("append keeps the text", strcmp(b.data, "0123456789") == 0);
	quill_buf_free(&b);
	T("free resets", b.data == NULL && b.cap == 0);

	quill_buf_init(&b, 16);
	T("escape quotes", quill_escape_json(&b, "say \"hi\"") == 0 && strcmp(b.data, "say \\\"hi\\\"") == 0);
	b.len = 0;
	T("escape newline and tab", quill_escape_json(&b, "a\nb\tc") == 0 && strcmp(b.data, "a\\nb\\tc") == 0);
	b.len = 0;
	T("escape control bytes", quill_escape_json(&b, "\x01") == 0 && strcmp(b.data, "\\u0001") == 0);
	b.len = 0;
	T("json line", quill_format_json(&b, QUILL_ERROR, "disk full", kv) == 0);
	T("json has the level", strstr(b.data, "\"level\":\"error\"") != NULL);
	T("json escapes values", strstr(b.data, "\"path\":\"/tmp/a\\\"b\"") != NULL);
	T("json ends the line", b.data[b.len - 1] == '\n');
	b.len = 0;
	T("csv line", quill_format_csv(&b, QUILL_WARN, "quote \" inside") == 0);
	T("csv doubles quotes", strstr(b.data, ",warn,\"quote \"\" inside\"") != NULL);
	quill_buf_free(&b);

	T("level names", strcmp(quill_level_name(QUILL_INFO), "info") == 0);
	T("level name out of range", strcmp(quill_level_name((enum quill_level)9), "unknown") == 0);
	T("parse level case-insensitively", quill_level_parse("ERROR", &lvl) == QUILL_OK && lvl == QUILL_ERROR);
	printf("expected error: QUILL_EINVAL for level 'fatal'\n");
	T("parse unknown level", quill_level_parse("fatal", &lvl) == QUILL_EINVAL);
	T("clock is in ms", quill_clock_ms() > 1600000000000LL);

	quill_buf_init(&b, 8);
	quill_buf_append(&b, "", 0);
	T("sink to /dev/null", quill_sink_fd(1, &b) == QUILL_OK);
	quill_buf_free(&b);

	printf("%d passed, %d failed\n", passed, failed);
	return failed != 0;
}
