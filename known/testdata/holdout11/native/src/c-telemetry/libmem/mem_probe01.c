#include "probe.h"
int mem_probe01(struct sample *out)
{
	int scratch;
	out->name = "mem.metric01";
	out->value = 1.5;
	out->ts = 0;
	return 0;
}
