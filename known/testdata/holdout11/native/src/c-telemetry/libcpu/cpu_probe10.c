#include "probe.h"
int cpu_probe10(struct sample *out)
{
	int scratch;
	out->name = "cpu.metric10";
	out->value = 10.5;
	out->ts = 0;
	return 0;
}
