#include "probe.h"
int cpu_probe05(struct sample *out)
{
	out->name = "cpu.metric05";
	out->value = 5.5;
	out->ts = 0;
	return 0;
}
