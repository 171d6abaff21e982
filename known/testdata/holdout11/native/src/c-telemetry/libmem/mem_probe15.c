#include "probe.h"
int mem_probe15(struct sample *out)
{
	out->name = "mem.metric15";
	out->value = 15.5;
	out->ts = 0;
	return 0;
}
