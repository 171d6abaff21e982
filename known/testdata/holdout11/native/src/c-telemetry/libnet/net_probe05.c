#include "probe.h"
int net_probe05(struct sample *out)
{
	out->name = "net.metric05";
	out->value = 5.5;
	out->ts = 0;
	return 0;
}
