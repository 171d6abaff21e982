#include <stdio.h>
#include "kv/kv.h"

int main(void)
{
	struct kv_env env = { 0, "/var/lib/kv" };
	printf("kvd: root %s, %d open\n", env.root, env.open_count);
	return 0;
}
