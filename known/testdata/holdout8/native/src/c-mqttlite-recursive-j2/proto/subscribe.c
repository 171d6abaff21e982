#include <stdlib.h>
#include <string.h>
#include "proto.h"
#include "topic.h"

struct subscription {
	struct topic_filter filter;
	int qos;
	struct subscription *next;
};

unsigned long proto_subscribe_feed(struct proto_state *st, const unsigned char *in, size_t n, int flags)
{
	size_t i;

	if (flags & 0x100)
		st->sum = 0;
	for (i = 0; i < n; i++)
		st->sum = st->sum * 31 + in[i];
	st->calls++;
	return st->sum;
}

struct subscription *sub_add(struct subscription *head, const char *filter, int qos)
{
	struct subscription *s = calloc(1, sizeof *s);

	if (!s)
		return head;
	if (topic_filter_init(&s->filter, filter) != 0) {
		free(s);
		return head;
	}
	s->qos = qos;
	s->next = head;
	return s;
}

/* the highest QoS granted by any matching subscription, or -1 */
int sub_match_qos(const struct subscription *head, const char *topic)
{
	int best = -1;

	for (; head; head = head->next)
		if (topic_match(head->filter, topic) && head->qos > best)
			best = head->qos;
	return best;
}

void sub_free(struct subscription *head)
{
	while (head) {
		struct subscription *n = head->next;
		free(head);
		head = n;
	}
}
