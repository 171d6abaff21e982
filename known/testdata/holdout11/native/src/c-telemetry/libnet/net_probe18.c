#include "probe.h"
int net_probe18(struct sample *out)
{
	out->name = "net.metric18";
	out->value = 18.5;
	out->ts = 0;
	return 0;
}
