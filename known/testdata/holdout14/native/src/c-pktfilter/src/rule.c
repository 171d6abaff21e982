#include "filter.h"
#include <stdio.h>
#include <string.h>

/* "allow 10.0.0.0/8 22" or "deny 0.0.0.0/0" */
int parse_rule(const char *line, struct rule *r)
{
	char verb[8], addr[32];
	unsigned port = 0;
	int n = sscanf(line, "%7s %31s %u", verb, addr, &port);
	if (n < 2 || port > 65535)
		return -1;
	if (strcmp(verb, "allow") == 0)
		r->allow = true;
	else if (strcmp(verb, "deny") == 0)
		r->allow = false;
	else
		return -1;
	r->port = (uint16_t)port;
	return parse_addr(addr, &r->net, &r->mask);
}
