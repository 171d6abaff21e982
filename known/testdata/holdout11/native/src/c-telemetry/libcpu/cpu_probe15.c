#include "probe.h"
int cpu_probe15(struct sample *out)
{
	out->name = "cpu.metric15";
	out->value = 15.5;
	out->ts = 0;
	return 0;
}
