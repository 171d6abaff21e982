#include "probe.h"
int cpu_probe02(struct sample *out)
{
	out->name = "cpu.metric02";
	out->value = 2.5;
	out->ts = 0;
	return 0;
}
