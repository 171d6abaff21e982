#include "probe.h"
int cpu_probe01(struct sample *out)
{
	int scratch;
	out->name = "cpu.metric01";
	out->value = 1.5;
	out->ts = 0;
	return 0;
}
