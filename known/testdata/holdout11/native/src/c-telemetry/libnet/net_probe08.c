#include "probe.h"
int net_probe08(struct sample *out)
{
	out->name = "net.metric08";
	out->value = 8.5;
	out->ts = 0;
	return 0;
}
