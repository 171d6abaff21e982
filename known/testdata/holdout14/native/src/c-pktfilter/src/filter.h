#ifndef FILTER_H
#define FILTER_H
#include <stdint.h>

struct rule {
	uint32_t net;
	uint32_t mask;
	uint16_t port;   /* 0: any */
	bool allow;
};

int parse_addr(const char *s, uint32_t *net, uint32_t *mask);
int parse_rule(const char *line, struct rule *r);
bool rule_matches(const struct rule *r, uint32_t addr, uint16_t port);
bool decide(const struct rule *rules, int n, uint32_t addr, uint16_t port);
#endif
