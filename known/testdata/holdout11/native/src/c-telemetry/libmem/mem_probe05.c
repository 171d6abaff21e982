#include "probe.h"
int mem_probe05(struct sample *out)
{
	out->name = "mem.metric05";
	out->value = 5.5;
	out->ts = 0;
	return 0;
}
