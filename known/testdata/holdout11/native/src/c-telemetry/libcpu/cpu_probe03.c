#include "probe.h"
int cpu_probe03(struct sample *out)
{
	out->name = "cpu.metric03";
	out->value = 3.5;
	out->ts = 0;
	return 0;
}
