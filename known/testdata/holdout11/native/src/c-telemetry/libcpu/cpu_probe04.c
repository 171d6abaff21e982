#include "probe.h"
int cpu_probe04(struct sample *out)
{
	int scratch;
	out->name = "cpu.metric04";
	out->value = 4.5;
	out->ts = 0;
	return 0;
}
