#include "probe.h"
int mem_probe23(struct sample *out)
{
	out->name = "mem.metric23";
	out->value = 23.5;
	out->ts = 0;
	return 0;
}
