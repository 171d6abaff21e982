#include <string.h>
#include <stdio.h>
#include "proto.h"
enum cmd parse_cmd(const char *line, char *key, int keylen)
{
	char verb[8];
	char fmt[32];
	snprintf(fmt, sizeof fmt, "%%7s %%%ds", keylen - 1);
	if (sscanf(line, fmt, verb, key) != 2)
		return CMD_BAD;
	if (strcmp(verb, "GET") == 0) return CMD_GET;
	if (strcmp(verb, "SET") == 0) return CMD_SET;
	if (strcmp(verb, "DEL") == 0) return CMD_DEL;
	return CMD_BAD;
}
