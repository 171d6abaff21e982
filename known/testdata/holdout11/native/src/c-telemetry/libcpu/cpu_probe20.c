#include "probe.h"
int cpu_probe20(struct sample *out)
{
	out->name = "cpu.metric20";
	out->value = 20.5;
	out->ts = 0;
	return 0;
}
