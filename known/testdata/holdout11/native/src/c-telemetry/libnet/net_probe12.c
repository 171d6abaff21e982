#include "probe.h"
int net_probe12(struct sample *out)
{
	out->name = "net.metric12";
	out->value = 12.5;
	out->ts = 0;
	return 0;
}
