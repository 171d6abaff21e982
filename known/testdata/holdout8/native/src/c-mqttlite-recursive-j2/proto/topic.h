#ifndef MQTTLITE_TOPIC_H
#define MQTTLITE_TOPIC_H
#include <stddef.h>

#define TOPIC_MAX 256

/* a subscription filter, split once into levels ('+' and '#' wildcards) */
struct topic_filter {
	char text[TOPIC_MAX];
	size_t nlevels;
	int has_hash;
};

int topic_filter_init(struct topic_filter *f, const char *text);
int topic_match(const struct topic_filter *f, const char *topic);
int topic_valid(const char *topic);

#endif
