#include "probe.h"
int net_probe20(struct sample *out)
{
	out->name = "net.metric20";
	out->value = 20.5;
	out->ts = 0;
	return 0;
}
