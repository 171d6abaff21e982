#include <stdio.h>
#include "kvconf.h"
int main(void)
{
	char line[512], *k, *v;
	while (fgets(line, sizeof line, stdin))
		if (kv_split(line, &k, &v) >= 0) printf("%s\t%s\n", k, v);
	return 0;
}
