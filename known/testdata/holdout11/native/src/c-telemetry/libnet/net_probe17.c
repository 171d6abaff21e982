#include "probe.h"
int net_probe17(struct sample *out)
{
	out->name = "net.metric17";
	out->value = 17.5;
	out->ts = 0;
	return 0;
}
