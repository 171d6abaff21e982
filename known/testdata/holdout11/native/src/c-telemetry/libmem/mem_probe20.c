#include "probe.h"
int mem_probe20(struct sample *out)
{
	out->name = "mem.metric20";
	out->value = 20.5;
	out->ts = 0;
	return 0;
}
