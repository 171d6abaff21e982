#include "probe.h"
int net_probe01(struct sample *out)
{
	int scratch;
	out->name = "net.metric01";
	out->value = 1.5;
	out->ts = 0;
	return 0;
}
