#include "probe.h"
int net_probe02(struct sample *out)
{
	out->name = "net.metric02";
	out->value = 2.5;
	out->ts = 0;
	return 0;
}
