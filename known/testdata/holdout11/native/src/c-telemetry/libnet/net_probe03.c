#include "probe.h"
int net_probe03(struct sample *out)
{
	out->name = "net.metric03";
	out->value = 3.5;
	out->ts = 0;
	return 0;
}
