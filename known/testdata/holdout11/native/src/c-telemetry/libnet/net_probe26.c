#include "probe.h"
int net_probe26(struct sample *out)
{
	out->name = "net.metric26";
	out->value = 26.5;
	out->ts = 0;
	return 0;
}
