#include <stdio.h>
#include "../src/kvconf.h"
int main(void)
{
	char l[] = "", *k, *v;
	if (kv_split(l, &k, &v) != -1) { printf("FAIL empty line\n"); return 1; }
	printf("empty: ok\n");
	return 0;
}
