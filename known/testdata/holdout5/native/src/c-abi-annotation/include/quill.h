#ifndef QUILL_H
#define QUILL_H
#include <stddef.h>

#define QUILL_API __attribute__((visibility("default")))

enum quill_level { QUILL_DEBUG, QUILL_INFO, QUILL_WARN, QUILL_ERROR };
enum { QUILL_OK = 0, QUILL_ENOSPC = -28, QUILL_EINVAL = -22 };

struct quill_buf {
	char *data;
	size_t len, cap;
};

QUILL_API int quill_buf_init(struct quill_buf *b, size_t cap);
QUILL_API int quill_buf_reserve(struct quill_buf *b, size_t extra);
QUILL_API int quill_buf_append(struct quill_buf *b, const char *s, size_t n);
QUILL_API void quill_buf_free(struct quill_buf *b);
QUILL_API int quill_escape_json(struct quill_buf *b, const char *s);
QUILL_API int quill_format_json(struct quill_buf *b, enum quill_level lvl, const char *msg, const char *const *kv);
QUILL_API int quill_format_csv(struct quill_buf *b, enum quill_level lvl, const char *msg);
QUILL_API const char *quill_level_name(enum quill_level lvl);
QUILL_API int quill_level_parse(const char *name, enum quill_level *out);
QUILL_API long long quill_clock_ms(void);
QUILL_API int quill_sink_fd(int fd, const struct quill_buf *b);
#endif
