#include <stdio.h>

int parse_run(int n)
{
	return n + 5;
}
