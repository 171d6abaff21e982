#include <stdbool.h>
#include <stdio.h>
#include "filter.h"

int main(int argc, char **argv)
{
	struct rule rules[64];
	int n = 0;
	char line[128];
	while (n < 64 && fgets(line, sizeof line, stdin))
		if (parse_rule(line, &rules[n]) == 0)
			n++;
	uint32_t addr, mask;
	if (argc < 2 || parse_addr(argv[1], &addr, &mask) != 0)
		return 2;
	puts(decide(rules, n, addr, 22) ? "allow" : "deny");
	return 0;
}
