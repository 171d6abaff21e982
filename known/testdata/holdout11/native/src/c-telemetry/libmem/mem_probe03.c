#include "probe.h"
int mem_probe03(struct sample *out)
{
	out->name = "mem.metric03";
	out->value = 3.5;
	out->ts = 0;
	return 0;
}
