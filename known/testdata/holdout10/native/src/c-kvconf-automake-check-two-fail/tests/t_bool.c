#include <stdio.h>
#include "../src/kvconf.h"
int main(void)
{
	const char *on[] = { "yes", "true", "1", "on", "Yes" };
	int bad = 0;
	for (int i = 0; i < 5; i++)
		if (kv_bool(on[i]) != 1) { printf("FAIL kv_bool(\"%s\") = %d, want 1\n", on[i], kv_bool(on[i])); bad = 1; }
	return bad;
}
