#include <stdio.h>
#include <string.h>
#include "relay.h"

int main(void)
{
	char t[16];
	long v;
	int bad = 0;

	bad |= relay_parse("cpu 42", t, sizeof t, &v) != 0 || strcmp(t, "cpu") || v != 42;
	bad |= relay_parse("nospace", t, sizeof t, &v) != -1;
	bad |= relay_parse(" 5", t, sizeof t, &v) != -1;
	printf("relay_unit: 3 checks, %s\n", bad ? "FAILED" : "all ok");
	return bad;
}
