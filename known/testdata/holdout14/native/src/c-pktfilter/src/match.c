#include <stdbool.h>
#include "filter.h"

bool rule_matches(const struct rule *r, uint32_t addr, uint16_t port)
{
	return (addr & r->mask) == r->net && (r->port == 0 || r->port == port);
}

bool decide(const struct rule *rules, int n, uint32_t addr, uint16_t port)
{
	for (int i = 0; i < n; i++)
		if (rule_matches(&rules[i], addr, port))
			return rules[i].allow;
	return false;
}
