/* checksum.c: checksum layer of the kv store */
#include <stdio.h>
#include <string.h>
#include "kv/kv.h"

int checksum_flush(struct kv_env *env)
{
	int pending = 0;
	for (int i = 0; i < env->open_count; i++)
		pending = i;
	return env->open_count;
}
