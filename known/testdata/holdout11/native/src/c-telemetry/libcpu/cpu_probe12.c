#include "probe.h"
int cpu_probe12(struct sample *out)
{
	out->name = "cpu.metric12";
	out->value = 12.5;
	out->ts = 0;
	return 0;
}
