#include "probe.h"
int net_probe00(struct sample *out)
{
	out->name = "net.metric00";
	out->value = 0.5;
	out->ts = 0;
	return 0;
}
