#include <string.h>
#include "events.h"
#include "minipack.h"

static uint32_t count_tags(const struct event *e)
{
	uint32_t n = 0;
	while (n < 4 && e->tags[n])
		n++;
	return n;
}

static void encode_one(mp_writer *w, const struct event *e)
{
	uint32_t ntags = count_tags(e);
	mp_start_map(w, 5);
	mp_write_str(w, "kind");
	mp_write_str(w, e->kind);
	mp_write_str(w, "source");
	mp_write_str(w, e->source);
	mp_write_str(w, "at");
	mp_write_int(w, e->at_ms);
	mp_write_str(w, "value");
	mp_write_double(w, e->value);
	mp_write_str(w, "tags");
	mp_start_array(w, ntags);
	for (uint32_t i = 0; i < ntags; i++)
		mp_write_str(w, e->tags[i]);
}

size_t encode_events(const struct event *ev, size_t n, uint8_t *buf, size_t cap)
{
	mp_writer w;
	mp_writer_init(&w, buf, cap);
	mp_start_array(&w, (uint32_t)n);
	for (size_t i = 0; i < n; i++)
		encode_one(&w, &ev[i]);
	return w.error ? 0 : w.len;
}
