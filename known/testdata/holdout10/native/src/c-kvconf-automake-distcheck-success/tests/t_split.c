#include <stdio.h>
#include <string.h>
#include "../src/kvconf.h"
int main(void)
{
	char l1[] = "name = kv", *k, *v;
	if (kv_split(l1, &k, &v) != 4 || strcmp(v, "kv")) { printf("FAIL split basic\n"); return 1; }
	char l2[] = "path=/a=b", *k2, *v2;
	kv_split(l2, &k2, &v2);
	if (strcmp(v2, "/a=b")) { printf("FAIL split keeps '=' in value: got \"%s\"\n", v2); return 1; }
	printf("split: ok\n");
	return 0;
}
