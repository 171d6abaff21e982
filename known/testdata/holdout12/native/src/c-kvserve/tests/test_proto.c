#include <stdio.h>
#include "proto.h"
int main(void)
{
	char key[16];
	int fails = 0;
	fails += parse_cmd("GET user:1", key, sizeof key) != CMD_GET;
	fails += parse_cmd("SET k", key, sizeof key) != CMD_SET;
	fails += parse_cmd("NOPE k", key, sizeof key) != CMD_BAD;
	fails += parse_cmd("GET", key, sizeof key) != CMD_BAD;
	printf("test_proto: %d checks, %d failed\n", 4, fails);
	return fails != 0;
}
