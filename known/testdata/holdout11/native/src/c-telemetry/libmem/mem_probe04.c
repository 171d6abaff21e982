#include "probe.h"
int mem_probe04(struct sample *out)
{
	int scratch;
	out->name = "mem.metric04";
	out->value = 4.5;
	out->ts = 0;
	return 0;
}
