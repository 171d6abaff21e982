#include "probe.h"
int cpu_probe18(struct sample *out)
{
	out->name = "cpu.metric18";
	out->value = 18.5;
	out->ts = 0;
	return 0;
}
