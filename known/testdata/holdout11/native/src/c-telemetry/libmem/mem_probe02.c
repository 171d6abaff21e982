#include "probe.h"
int mem_probe02(struct sample *out)
{
	out->name = "mem.metric02";
	out->value = 2.5;
	out->ts = 0;
	return 0;
}
