#include <string.h>
#include "proto.h"
#include "topic.h"

unsigned long proto_topic_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	if (flags & 0x100)
		st->sum = 0;
	for (i = 0; i < n; i++)
		st->sum = st->sum * 31 + in[i];
	st->calls++;
	return st->sum;
}

int topic_valid(const char *topic)
{
	size_t n = strlen(topic);

	return n > 0 && n < TOPIC_MAX && strpbrk(topic, "+#") == NULL;
}

int topic_filter_init(struct topic_filter *f, const char *text)
{
	const char *p;

	if (strlen(text) >= TOPIC_MAX)
		return -1;
	strcpy(f->text, text);
	f->nlevels = 1;
	for (p = text; *p; p++)
		if (*p == '/')
			f->nlevels++;
	f->has_hash = p > text && p[-1] == '#';
	return 0;
}

int topic_match(const struct topic_filter *f, const char *topic)
{
	const char *a = f->text, *b = topic;

	while (*a && *b) {
		if (*a == '#')
			return 1;
		if (*a == '+') {
			while (*b && *b != '/')
				b++;
			a++;
			continue;
		}
		if (*a != *b)
			return 0;
		a++;
		b++;
	}
	return *a == *b || (a[0] == '/' && a[1] == '#');
}
