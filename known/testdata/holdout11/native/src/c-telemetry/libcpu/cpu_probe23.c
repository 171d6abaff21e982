#include "probe.h"
int cpu_probe23(struct sample *out)
{
	out->name = "cpu.metric23";
	out->value = 23.5;
	out->ts = 0;
	return 0;
}
