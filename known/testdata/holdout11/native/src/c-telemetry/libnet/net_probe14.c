#include "probe.h"
int net_probe14(struct sample *out)
{
	out->name = "net.metric14";
	out->value = 14.5;
	out->ts = 0;
	return 0;
}
