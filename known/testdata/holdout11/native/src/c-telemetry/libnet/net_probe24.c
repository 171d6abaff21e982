#include "probe.h"
int net_probe24(struct sample *out)
{
	out->name = "net.metric24";
	out->value = 24.5;
	out->ts = 0;
	return 0;
}
